-- Issue 22 item 2: the information pages, help-centre questions and first blog post a new
-- database starts with, in English and Hindi (other languages show the English until an admin
-- writes theirs). They are rows like any other, so the admin's content section edits, archives or
-- translates them and the table stays the one source of truth: no file copy for an edit to
-- shadow, nothing the server reads at start. ON CONFLICT DO NOTHING: a database where an admin
-- already wrote an entry of the same kind, slug and language keeps theirs.
--
-- `{{grievanceEmail}}` and `{{supportEmail}}` are filled in when a body is rendered, from
-- api/src/shared/constants.ts (services/content/markdown.ts). Facts stated here are the app's own
-- (README: identity numbers, contact preferences, account deletion, OTP and sessions, job
-- expiry, the money-request shield); change them together.

INSERT INTO "content_entries"
  ("kind", "slug", "language", "title", "summary", "body", "audience", "position", "status", "publish_at", "author", "updated_at")
VALUES

-- ------------------------------------------------------------------ /privacy
('page', 'privacy', 'en', 'Privacy notice',
 'What KaamSetu collects, why, how long it keeps it, who sees it, and your rights under India''s Digital Personal Data Protection Act, 2023.',
$md$KaamSetu helps workers find day-labour and skilled work and helps employers hire them. This notice explains what personal data we collect, why, how long we keep it, who can see it, and the rights you have under India's **Digital Personal Data Protection Act, 2023 (DPDP Act)**. KaamSetu is the *data fiduciary* for the data described here.

## What we collect

- **Your mobile number.** It is how you sign in: we send a one-time password (OTP) to it by SMS. We store the number itself, because we need it to send you codes and, when you allow it, to let an employer call you.
- **Your identity number** (Aadhaar, PAN, voter ID, driving licence or GSTIN), if you submit one for verification. We do **not** store the full number. We keep only a *keyed hash* of it (HMAC-SHA256 with a secret key only our servers hold), which lets us check that one number is verified for one person only, and its **last 4 digits**, so you and our reviewers can recognise it.
- **Documents you upload**: the picture or PDF of an identity document, your resume and your profile picture. A profile picture is re-encoded on our server and its hidden data (such as GPS location in the photo) is removed.
- **Your profile**: name, gender, date of birth, skills, experience, education, languages, expected pay, e-mail if you give it; for employers, the business name, address, industry, website and GST number.
- **Location**: the state and city you enter in your profile or job posts, and the places you search for. We do not read your phone's GPS.
- **What you do in the app**: jobs you post, apply to, save or report; ratings and reviews; whether you were paid as promised. To count job views and popular searches we keep only a keyed hash of the visitor, not the address itself.

## Why we use it

- To sign you in and keep your account safe (OTP, sessions, limits against misuse).
- To show your profile to the employers you apply to, and jobs to workers.
- To verify identity documents and give the "verified" badge.
- To stop fraud, above all jobs that ask workers for money, and to act on reports.
- To send you notifications and job alerts you asked for.

We do not sell your personal data, and we do not use it for advertising.

## How long we keep it

- One-time passwords: stored only as a keyed hash, valid for 5 minutes, used once.
- Sign-in sessions: end after 2 hours without use, and after 30 days at most.
- Files that nothing uses any more (a replaced resume or picture): deleted about a day after upload.
- Your account and profile: for as long as you have an account. When your account is deleted we erase what identifies you (see "Your rights").

## Who sees what

- **Employers** see the profile of a worker who applied to their job. They see your phone, WhatsApp or e-mail **only as your contact preferences allow**: if you turn off "allow recruiters to contact me", they see no contact details at all.
- **Workers** see an employer's phone only after that employer accepted their application, and only as the employer's own contact preferences allow.
- **Visitors** see jobs and public pages, never your phone number or documents.
- **Our admins** see accounts and documents to verify them and to stop misuse. Every admin action is written to an audit log that cannot be changed.
- **Service providers**: an SMS gateway receives your number and the OTP message to deliver it. Nobody else receives your data unless the law requires it.

## Your rights

Under the DPDP Act you may:

- **Access** your data: everything in your profile is shown to you in the app; write to us for a summary of what we hold.
- **Correct** it: edit your profile in the app at any time. Your phone number is your sign-in and cannot be edited there; write to us to change it.
- **Erase** it: ask us to delete your account. We then erase your name, phone number, e-mail, picture, profile, education and experience, identity documents (hash, last 4 digits and file), resume, notifications, saved jobs and sessions. We keep only what other people's records need without naming you: applications you sent (so employers' histories stay whole) and ratings (so reputations stay as earned), shown as "Deleted user".
- **Nominate** someone to use these rights for you if you die or cannot act.
- **Complain** to us first, and if you are not satisfied, to the Data Protection Board of India.

## Consent and withdrawing it

By registering you agree that we use your data as this notice says. You can withdraw your consent at any time, as easily as you gave it: turn off contact by phone, WhatsApp or e-mail in your profile, remove documents, or ask us to delete your account. Withdrawing does not make earlier use unlawful, and we stop using the data from then on.

## Grievance officer

Questions, requests and complaints about your personal data go to our grievance officer at <{{grievanceEmail}}>. Please write from, or mention, the phone number you registered with so we can find your account. We will acknowledge your message and answer within the time the DPDP rules allow.

For anything else, write to <{{supportEmail}}>.
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

('page', 'privacy', 'hi', 'निजता सूचना',
 'KaamSetu कौन-सी जानकारी लेता है, क्यों, कब तक रखता है, कौन देखता है, और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आपके अधिकार।',
$md$KaamSetu मज़दूरों को दिहाड़ी और हुनर वाला काम ढूँढने में और मालिकों को काम करने वाले ढूँढने में मदद करता है। यह सूचना बताती है कि हम आपकी कौन-सी निजी जानकारी लेते हैं, क्यों लेते हैं, कब तक रखते हैं, उसे कौन देख सकता है, और **डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP Act)** के तहत आपके क्या अधिकार हैं।

## हम क्या लेते हैं

- **आपका मोबाइल नंबर।** इसी से आप साइन इन करते हैं: हम SMS से एक बार का पासवर्ड (OTP) भेजते हैं। नंबर हम रखते हैं, ताकि कोड भेज सकें और, अगर आप इजाज़त दें, तो मालिक आपको फ़ोन कर सके।
- **आपका पहचान नंबर** (आधार, PAN, वोटर ID, ड्राइविंग लाइसेंस या GSTIN), अगर आप जाँच के लिए देते हैं। हम **पूरा नंबर नहीं रखते।** हम सिर्फ़ उसका एक *गुप्त चाबी वाला हैश* (HMAC-SHA256, जिसकी चाबी सिर्फ़ हमारे सर्वर के पास है) रखते हैं, ताकि एक नंबर एक ही व्यक्ति के नाम जाँचा जाए, और उसके **आख़िरी 4 अंक**, ताकि आप और हमारे जाँचने वाले उसे पहचान सकें।
- **आपके अपलोड किए कागज़**: पहचान पत्र की फ़ोटो या PDF, आपका रिज़्यूमे और प्रोफ़ाइल फ़ोटो। प्रोफ़ाइल फ़ोटो हमारे सर्वर पर दोबारा बनाई जाती है और उसमें छिपी जानकारी (जैसे फ़ोटो की GPS जगह) हटा दी जाती है।
- **आपकी प्रोफ़ाइल**: नाम, लिंग, जन्म तारीख़, हुनर, अनुभव, पढ़ाई, भाषाएँ, चाहा गया वेतन, ई-मेल अगर आप दें; मालिकों के लिए कारोबार का नाम, पता, उद्योग, वेबसाइट और GST नंबर।
- **जगह**: प्रोफ़ाइल या नौकरी में लिखा राज्य और शहर, और जिन जगहों पर आप काम ढूँढते हैं। हम आपके फ़ोन का GPS नहीं पढ़ते।
- **ऐप में आपका काम**: डाली गई, आवेदन की गई, सहेजी गई या शिकायत की गई नौकरियाँ; रेटिंग और समीक्षा; पूरा पैसा मिला या नहीं। नौकरी कितनी बार देखी गई, यह गिनने के लिए हम देखने वाले का सिर्फ़ हैश रखते हैं, पता नहीं।

## हम इसका इस्तेमाल क्यों करते हैं

- आपको साइन इन कराने और खाता सुरक्षित रखने के लिए (OTP, सेशन, ग़लत इस्तेमाल पर रोक)।
- जिन मालिकों की नौकरी पर आप आवेदन करते हैं, उन्हें आपकी प्रोफ़ाइल दिखाने के लिए, और मज़दूरों को नौकरियाँ दिखाने के लिए।
- पहचान के कागज़ जाँचने और "जाँचा हुआ" बैज देने के लिए।
- धोखा रोकने के लिए, ख़ासकर वे नौकरियाँ जो मज़दूरों से पैसे माँगती हैं, और शिकायतों पर कार्रवाई के लिए।
- आपकी माँगी हुई सूचनाएँ और नौकरी अलर्ट भेजने के लिए।

हम आपकी निजी जानकारी बेचते नहीं हैं और विज्ञापन के लिए इस्तेमाल नहीं करते।

## हम इसे कब तक रखते हैं

- OTP: सिर्फ़ हैश के रूप में, 5 मिनट तक चलता है, एक ही बार।
- साइन इन सेशन: 2 घंटे इस्तेमाल न होने पर ख़त्म, और ज़्यादा से ज़्यादा 30 दिन।
- जो फ़ाइल अब किसी काम की नहीं (बदला गया रिज़्यूमे या फ़ोटो): अपलोड के लगभग एक दिन बाद मिटा दी जाती है।
- आपका खाता और प्रोफ़ाइल: जब तक आपका खाता है। खाता मिटाने पर आपकी पहचान बताने वाली जानकारी मिटा दी जाती है (नीचे "आपके अधिकार" देखें)।

## कौन क्या देखता है

- **मालिक** उस मज़दूर की प्रोफ़ाइल देखते हैं जिसने उनकी नौकरी पर आवेदन किया। आपका फ़ोन, WhatsApp या ई-मेल वे **सिर्फ़ उतना देखते हैं जितनी आपकी संपर्क सेटिंग इजाज़त दे।** अगर आप "मालिक मुझसे संपर्क कर सकते हैं" बंद करें, तो उन्हें कोई संपर्क नहीं दिखता।
- **मज़दूर** मालिक का फ़ोन तभी देखते हैं जब मालिक ने उनका आवेदन मान लिया हो, और वह भी मालिक की संपर्क सेटिंग के हिसाब से।
- **आम लोग** नौकरियाँ और ये पन्ने देखते हैं, आपका फ़ोन नंबर या कागज़ कभी नहीं।
- **हमारे एडमिन** खाते और कागज़ जाँचने और ग़लत इस्तेमाल रोकने के लिए देखते हैं। एडमिन का हर काम एक लॉग में लिखा जाता है जिसे बदला नहीं जा सकता।
- **सेवा देने वाले**: SMS भेजने वाली कंपनी को OTP पहुँचाने के लिए आपका नंबर और संदेश मिलता है। क़ानून न माँगे तो किसी और को आपकी जानकारी नहीं मिलती।

## आपके अधिकार

DPDP Act के तहत आप:

- **देख सकते हैं**: आपकी प्रोफ़ाइल की हर बात ऐप में आपको दिखती है; हमारे पास क्या है, उसका सार चाहिए तो हमें लिखें।
- **सुधार सकते हैं**: ऐप में कभी भी प्रोफ़ाइल बदलें। फ़ोन नंबर आपका साइन इन है, वहाँ नहीं बदलता; उसे बदलने के लिए हमें लिखें।
- **मिटवा सकते हैं**: खाता मिटाने के लिए कहें। तब हम आपका नाम, फ़ोन नंबर, ई-मेल, फ़ोटो, प्रोफ़ाइल, पढ़ाई और अनुभव, पहचान के कागज़ (हैश, आख़िरी 4 अंक और फ़ाइल), रिज़्यूमे, सूचनाएँ, सहेजी नौकरियाँ और सेशन मिटा देते हैं। सिर्फ़ वही रखते हैं जो दूसरों के रिकॉर्ड के लिए ज़रूरी है, आपका नाम बताए बिना: आपके भेजे आवेदन (ताकि मालिक का हिसाब पूरा रहे) और रेटिंग (ताकि सबकी साख सही रहे), "हटाया गया उपयोगकर्ता" के नाम से।
- **किसी को नामित कर सकते हैं** जो आपकी मृत्यु या असमर्थता पर ये अधिकार इस्तेमाल करे।
- **शिकायत कर सकते हैं**: पहले हमसे, और संतोष न हो तो डेटा संरक्षण बोर्ड (Data Protection Board of India) से।

## सहमति और उसे वापस लेना

रजिस्टर करके आप मानते हैं कि हम आपकी जानकारी इस सूचना के हिसाब से इस्तेमाल करें। आप अपनी सहमति कभी भी उतनी ही आसानी से वापस ले सकते हैं: प्रोफ़ाइल में फ़ोन, WhatsApp या ई-मेल से संपर्क बंद करें, कागज़ हटाएँ, या खाता मिटाने के लिए कहें। वापस लेने के बाद हम वह जानकारी इस्तेमाल करना बंद कर देते हैं।

## शिकायत अधिकारी

अपनी निजी जानकारी से जुड़े सवाल, माँग और शिकायत हमारे शिकायत अधिकारी को <{{grievanceEmail}}> पर भेजें। जिस फ़ोन नंबर से रजिस्टर किया था, उससे लिखें या उसे बताएँ, ताकि हम आपका खाता ढूँढ सकें। हम संदेश मिलने की पुष्टि करेंगे और DPDP नियमों में दिए समय के अंदर जवाब देंगे।

बाक़ी किसी बात के लिए <{{supportEmail}}> पर लिखें।
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

-- ------------------------------------------------------------------ /terms
('page', 'terms', 'en', 'Terms of use',
 'The rules for workers and employers on KaamSetu: free for workers, no fees ever, honest jobs and pay as promised.',
$md$These terms apply to everyone who uses KaamSetu. By registering you agree to them. If something here is unclear, write to <{{supportEmail}}>.

## For workers

- **KaamSetu is free for workers.** You never pay to register, to apply, to be shortlisted or to be hired, on KaamSetu or to anyone you meet through it.
- **No employer may ask you for money.** Not a registration fee, a security deposit, a training charge, a uniform charge or "money to confirm the job". If an employer asks, do not pay: use **Report this job** on the job's page, or write to <{{supportEmail}}>. We hold jobs that ask for money for review and can block the employer.
- Tell the truth in your profile and documents. A false identity document can get your account blocked.
- When you are hired, go to the work as agreed, or tell the employer in time if you cannot.
- Rate employers honestly, including whether you were paid as promised. A rating is shown only once both sides rated, or 14 days after the job was completed.

## For employers

- **Post honest jobs**: the real work, place, pay and conditions. Do not post jobs for someone else without their consent, and do not post the same job many times.
- **Never ask workers for money**, directly or through anyone else. Jobs that do are held for review; employers who do are blocked.
- **Pay as promised**: the amount, on time, as the job said. Workers tell us whether they were paid, and other workers see it.
- Contact workers only about the work they applied for, and only in the ways they allow.
- Follow Indian labour law, including minimum wages and the rules on child labour.

## For everyone

- Keep your OTP to yourself: KaamSetu staff will never ask for it.
- Do not misuse the app: no fake accounts, spam, harassment, or collecting other people's data.
- We may remove content or block accounts that break these terms; every admin action is recorded.
- KaamSetu connects workers and employers; the work agreement is between them. We act on reports but cannot guarantee every job or worker.
- How we handle personal data is in our [privacy notice](/privacy).
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

('page', 'terms', 'hi', 'इस्तेमाल की शर्तें',
 'KaamSetu पर मज़दूरों और मालिकों के नियम: मज़दूरों के लिए मुफ़्त, कोई फ़ीस नहीं, सच्ची नौकरी और वादे जितना पैसा।',
$md$ये शर्तें KaamSetu इस्तेमाल करने वाले हर व्यक्ति पर लागू हैं। रजिस्टर करके आप इन्हें मानते हैं। कुछ समझ न आए तो <{{supportEmail}}> पर लिखें।

## मज़दूरों के लिए

- **KaamSetu मज़दूरों के लिए मुफ़्त है।** रजिस्टर करने, आवेदन करने, चुने जाने या काम पर रखे जाने के लिए आप कभी पैसे नहीं देते, न KaamSetu को, न किसी और को।
- **कोई मालिक आपसे पैसे नहीं माँग सकता।** न रजिस्ट्रेशन फ़ीस, न सिक्योरिटी जमा, न ट्रेनिंग का पैसा, न वर्दी का पैसा, न "नौकरी पक्की करने के पैसे"। अगर कोई माँगे तो पैसे न दें: नौकरी के पन्ने पर **इस नौकरी की शिकायत करें** दबाएँ, या <{{supportEmail}}> पर लिखें। पैसे माँगने वाली नौकरी जाँच के लिए रोकी जाती है और मालिक का खाता बंद हो सकता है।
- प्रोफ़ाइल और कागज़ों में सच लिखें। झूठा पहचान पत्र देने पर खाता बंद हो सकता है।
- काम मिलने पर तय समय पर पहुँचें, या न आ पाएँ तो मालिक को समय पर बताएँ।
- मालिक को सच्ची रेटिंग दें, और बताएँ कि पूरा पैसा मिला या नहीं।

## मालिकों के लिए

- **सच्ची नौकरी डालें**: असली काम, जगह, वेतन और शर्तें। एक ही नौकरी बार-बार न डालें।
- **मज़दूरों से कभी पैसे न माँगें**, न ख़ुद, न किसी और के ज़रिए। ऐसी नौकरी जाँच के लिए रोकी जाती है और ऐसे मालिक का खाता बंद होता है।
- **वादे जितना पैसा दें**: पूरी रक़म, समय पर, जैसा नौकरी में लिखा था। मज़दूर हमें बताते हैं कि पैसा मिला या नहीं, और बाक़ी मज़दूर यह देखते हैं।
- मज़दूरों से सिर्फ़ उसी काम के बारे में, और सिर्फ़ उनकी इजाज़त वाले तरीक़े से संपर्क करें।
- भारत के श्रम क़ानून मानें, जैसे न्यूनतम मज़दूरी और बाल मज़दूरी के नियम।

## सबके लिए

- अपना OTP किसी को न बताएँ: KaamSetu का कोई कर्मचारी इसे कभी नहीं माँगेगा।
- ऐप का ग़लत इस्तेमाल न करें: नकली खाते, स्पैम, परेशान करना या दूसरों की जानकारी जमा करना मना है।
- इन शर्तों को तोड़ने वाली चीज़ हम हटा सकते हैं या खाता बंद कर सकते हैं; एडमिन का हर काम दर्ज होता है।
- KaamSetu मज़दूर और मालिक को मिलाता है; काम का समझौता उन दोनों के बीच है। हम शिकायतों पर कार्रवाई करते हैं, पर हर नौकरी या मज़दूर की गारंटी नहीं दे सकते।
- आपकी निजी जानकारी कैसे संभाली जाती है, यह हमारी [निजता सूचना](/privacy) में है।
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

-- ------------------------------------------------------------------ /pricing
('page', 'pricing', 'en', 'Pricing',
 'Workers pay nothing, ever. Employers start free; larger plans are arranged with us until online payments exist.',
$md$## Workers: free, always

Registering, searching, applying, job alerts and verification are free for workers, and always will be. No employer may ask a worker for money either: if one does, report the job.

## Employers

| Plan | For | What you get | Price |
|---|---|---|---|
| **Free** | Shops, homes, small contractors | Post jobs, receive and manage applications, contact the workers you hire, ratings, hiring analytics | Free |
| **Business** | Companies hiring every week | Everything in Free, plus help from our team with posting and verification | Contact us |
| **Enterprise** | Large sites and agencies | Everything in Business, plus bulk hiring support and a named contact | Contact us |

KaamSetu does not take online payments yet, so paid plans are arranged directly with us: write to <{{supportEmail}}> and tell us about your hiring. Until then every feature of the app is available on the free plan.

Whatever the plan, **no fee is ever charged to workers**.
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

('page', 'pricing', 'hi', 'क़ीमत',
 'मज़दूर कभी कुछ नहीं देते। मालिकों के लिए शुरुआत मुफ़्त; बड़े प्लान ऑनलाइन भुगतान आने तक हमसे बात करके।',
$md$## मज़दूर: हमेशा मुफ़्त

रजिस्टर करना, काम ढूँढना, आवेदन करना, नौकरी अलर्ट और जाँच, सब मज़दूरों के लिए मुफ़्त है, और हमेशा रहेगा। कोई मालिक भी मज़दूर से पैसे नहीं माँग सकता: माँगे तो नौकरी की शिकायत करें।

## मालिक

| प्लान | किसके लिए | क्या मिलता है | क़ीमत |
|---|---|---|---|
| **मुफ़्त** | दुकान, घर, छोटे ठेकेदार | नौकरी डालें, आवेदन पाएँ और संभालें, रखे गए मज़दूरों से संपर्क, रेटिंग, भर्ती के आँकड़े | मुफ़्त |
| **बिज़नेस** | हर हफ़्ते भर्ती करने वाली कंपनियाँ | मुफ़्त वाला सब, और नौकरी डालने व जाँच में हमारी टीम की मदद | हमसे बात करें |
| **एंटरप्राइज़** | बड़ी साइटें और एजेंसियाँ | बिज़नेस वाला सब, और एक साथ बहुत भर्ती में मदद व एक तय संपर्क व्यक्ति | हमसे बात करें |

KaamSetu अभी ऑनलाइन भुगतान नहीं लेता, इसलिए पैसे वाले प्लान सीधे हमसे तय होते हैं: <{{supportEmail}}> पर अपनी भर्ती के बारे में लिखें। तब तक ऐप की हर सुविधा मुफ़्त प्लान में मिलती है।

प्लान कोई भी हो, **मज़दूरों से कभी कोई फ़ीस नहीं ली जाती**।
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

-- ------------------------------------------------------------------ /about
('page', 'about', 'en', 'About KaamSetu',
 'KaamSetu is a job marketplace for day-labour and skilled blue-collar work in India, free for workers.',
$md$**KaamSetu** ("work bridge") connects people who need work done with the people who do it: masons, electricians, plumbers, drivers, helpers, cooks, security guards, factory and farm workers, and many more, across India.

## What we believe

- **Finding work should cost a worker nothing.** KaamSetu is free for workers, and employers may never ask them for money. The app looks for jobs that ask for fees and holds them for review.
- **Trust goes both ways.** Workers and employers rate each other after a job, workers say whether they were paid as promised, and identity documents can be verified for a badge.
- **Work in your own language, on any phone.** The app works in English and Hindi today, with more Indian languages being added, and is built to load fast on a slow connection.

## How it works

1. Sign in with your mobile number and a one-time password: no password to remember.
2. Workers fill in their profile, search jobs near them and apply in a few taps.
3. Employers post a job, review applications, shortlist and hire, and contact the workers they hire.
4. After the work, both sides rate each other.

Questions? Read the [help centre](/faq) or write to <{{supportEmail}}>.
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

('page', 'about', 'hi', 'KaamSetu के बारे में',
 'KaamSetu भारत में दिहाड़ी और हुनर वाले काम के लिए नौकरी का बाज़ार है, मज़दूरों के लिए मुफ़्त।',
$md$**KaamSetu** ("काम का पुल") काम करवाने वालों को काम करने वालों से मिलाता है: राजमिस्त्री, बिजली मिस्त्री, प्लंबर, ड्राइवर, हेल्पर, रसोइया, सिक्योरिटी गार्ड, फ़ैक्टरी और खेत के मज़दूर, और बहुत से लोग, पूरे भारत में।

## हम क्या मानते हैं

- **काम ढूँढने में मज़दूर का एक रुपया नहीं लगना चाहिए।** KaamSetu मज़दूरों के लिए मुफ़्त है, और मालिक उनसे कभी पैसे नहीं माँग सकते। ऐप फ़ीस माँगने वाली नौकरियाँ पकड़कर जाँच के लिए रोकता है।
- **भरोसा दोनों तरफ़ से।** काम के बाद मज़दूर और मालिक एक-दूसरे को रेटिंग देते हैं, मज़दूर बताते हैं कि पूरा पैसा मिला या नहीं, और पहचान के कागज़ जाँचकर बैज मिलता है।
- **अपनी भाषा में, किसी भी फ़ोन पर।** ऐप आज अंग्रेज़ी और हिंदी में चलता है, और भारतीय भाषाएँ जुड़ रही हैं; धीमे नेटवर्क पर भी जल्दी खुलता है।

## कैसे काम करता है

1. अपने मोबाइल नंबर और OTP से साइन इन करें: कोई पासवर्ड याद नहीं रखना।
2. मज़दूर अपनी प्रोफ़ाइल भरते हैं, पास की नौकरियाँ ढूँढते हैं और कुछ ही टैप में आवेदन करते हैं।
3. मालिक नौकरी डालते हैं, आवेदन देखते हैं, चुनते हैं, काम पर रखते हैं और रखे गए मज़दूरों से संपर्क करते हैं।
4. काम के बाद दोनों एक-दूसरे को रेटिंग देते हैं।

कोई सवाल? [मदद केंद्र](/faq) देखें या <{{supportEmail}}> पर लिखें।
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

-- ------------------------------------------------------------------ /timeline
('page', 'timeline', 'en', 'Our journey',
 'KaamSetu''s milestones so far.',
$md$KaamSetu is young. These are the milestones so far; we add new ones as they happen.

- **2026: the idea.** Day-labourers lose days of pay looking for work, and too many are asked to pay "fees" for jobs that do not exist. We set out to build a free, honest place to find work.
- **November 2026: the first version.** Workers and employers sign in with their phone, workers apply to jobs near them, employers post, review and hire, both sides rate each other, and jobs that ask workers for money are held for review.
- **November 2026: Hindi.** Every screen and message is available in Hindi, and Bhojpuri readers see Hindi.
- **November 2026: the back office.** Our team verifies identity documents, reviews reported jobs and blocks fraud, with every action recorded in an audit log.
- **Next:** more Indian languages (Tamil, Telugu, Marathi, Bengali, Malayalam) and paid plans for large employers.
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

('page', 'timeline', 'hi', 'हमारा सफ़र',
 'अब तक KaamSetu के अहम पड़ाव।',
$md$KaamSetu अभी नया है। अब तक के पड़ाव ये हैं; आगे जो होगा, वह यहाँ जुड़ता जाएगा।

- **2026: सोच।** दिहाड़ी मज़दूरों के काम ढूँढने में कई दिन की कमाई चली जाती है, और बहुतों से ऐसी नौकरियों के लिए "फ़ीस" माँगी जाती है जो होती ही नहीं। हमने काम ढूँढने की एक मुफ़्त और ईमानदार जगह बनाने की ठानी।
- **नवंबर 2026: पहला रूप।** मज़दूर और मालिक फ़ोन से साइन इन करते हैं, मज़दूर पास की नौकरियों पर आवेदन करते हैं, मालिक नौकरी डालते, आवेदन देखते और काम पर रखते हैं, दोनों एक-दूसरे को रेटिंग देते हैं, और पैसे माँगने वाली नौकरियाँ जाँच के लिए रोकी जाती हैं।
- **नवंबर 2026: हिंदी।** हर स्क्रीन और संदेश हिंदी में, और भोजपुरी पढ़ने वालों को हिंदी दिखती है।
- **नवंबर 2026: एडमिन दफ़्तर।** हमारी टीम पहचान के कागज़ जाँचती है, शिकायत वाली नौकरियाँ देखती है और धोखा रोकती है; हर काम लॉग में दर्ज होता है।
- **आगे:** और भारतीय भाषाएँ (तमिल, तेलुगु, मराठी, बांग्ला, मलयालम) और बड़े मालिकों के लिए पैसे वाले प्लान।
$md$, NULL, 0, 'published', NULL, '', CURRENT_TIMESTAMP),

-- ------------------------------------------------------------------ the help centre: workers
('faq', 'is-it-free', 'en', 'Do I have to pay anything to use KaamSetu?', '',
$md$No. KaamSetu is free for workers: registering, searching, applying and verification cost nothing, and no employer may ask you for money. If someone asks for a fee, deposit or "confirmation money", do not pay and report the job.$md$,
 'worker', 10, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'is-it-free', 'hi', 'क्या KaamSetu इस्तेमाल करने के पैसे लगते हैं?', '',
$md$नहीं। KaamSetu मज़दूरों के लिए मुफ़्त है: रजिस्टर करना, काम ढूँढना, आवेदन और जाँच, किसी के पैसे नहीं लगते, और कोई मालिक आपसे पैसे नहीं माँग सकता। कोई फ़ीस, जमा या "पक्की करने के पैसे" माँगे तो न दें और नौकरी की शिकायत करें।$md$,
 'worker', 10, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'how-to-sign-in', 'en', 'How do I sign in? I have no password.', '',
$md$You don't need one. Enter your 10-digit mobile number and we send you a 6-digit one-time password (OTP) by SMS. It works for 5 minutes and only once. Never tell your OTP to anyone, not even someone who says they are from KaamSetu.$md$,
 'worker', 20, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'how-to-sign-in', 'hi', 'साइन इन कैसे करूँ? मेरे पास पासवर्ड नहीं है।', '',
$md$पासवर्ड की ज़रूरत नहीं। अपना 10 अंकों का मोबाइल नंबर डालें, हम SMS से 6 अंकों का OTP भेजेंगे। यह 5 मिनट तक और एक ही बार चलता है। अपना OTP किसी को न बताएँ, उसे भी नहीं जो ख़ुद को KaamSetu का बताए।$md$,
 'worker', 20, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'why-cant-i-apply', 'en', 'Why does the app ask me to complete my profile before applying?', '',
$md$Employers decide from your profile, so you can apply once it is complete enough (70% unless our team set another level). The app shows which fields are missing and takes you straight to them; after saving you go back to the job.$md$,
 'worker', 30, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'why-cant-i-apply', 'hi', 'आवेदन से पहले ऐप प्रोफ़ाइल पूरी करने को क्यों कहता है?', '',
$md$मालिक आपकी प्रोफ़ाइल देखकर फ़ैसला करते हैं, इसलिए प्रोफ़ाइल काफ़ी भरी होने पर ही आवेदन होता है (70%, जब तक हमारी टीम ने कुछ और तय न किया हो)। ऐप बताता है कि क्या बाक़ी है और सीधे वहीं ले जाता है; सेव करने के बाद आप उसी नौकरी पर लौट आते हैं।$md$,
 'worker', 30, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'who-sees-my-phone', 'en', 'Who can see my phone number?', '',
$md$Only employers whose jobs you applied to, and only in the ways you allow. In your profile's contact preferences you choose phone, WhatsApp and e-mail, or turn off contact by employers altogether. Visitors and other workers never see your number.$md$,
 'worker', 40, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'who-sees-my-phone', 'hi', 'मेरा फ़ोन नंबर कौन देख सकता है?', '',
$md$सिर्फ़ वे मालिक जिनकी नौकरी पर आपने आवेदन किया, और वह भी आपकी इजाज़त वाले तरीक़े से। प्रोफ़ाइल की संपर्क सेटिंग में आप फ़ोन, WhatsApp और ई-मेल चुनते हैं, या मालिकों से संपर्क पूरा बंद कर सकते हैं। आम लोग और दूसरे मज़दूर आपका नंबर कभी नहीं देखते।$md$,
 'worker', 40, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'application-status', 'en', 'How do I know what happened to my application?', '',
$md$Open **My applications** in your dashboard. Each application shows its status (pending, under review, shortlisted, accepted, rejected, completed, withdrawn or cancelled), and you get a notification when it changes. Once you are accepted you can see the employer's phone, as the employer allows.$md$,
 'worker', 50, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'application-status', 'hi', 'मेरे आवेदन का क्या हुआ, कैसे पता चलेगा?', '',
$md$डैशबोर्ड में **मेरे आवेदन** खोलें। हर आवेदन की हालत दिखती है: भेजा गया, चुना गया (शॉर्टलिस्ट), मंज़ूर, नामंज़ूर, पूरा, वापस लिया या रद्द; बदलने पर आपको सूचना मिलती है। मंज़ूर होने के बाद आप मालिक का फ़ोन देख सकते हैं, जितना मालिक इजाज़त दे।$md$,
 'worker', 50, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'verified-badge', 'en', 'How do I get the verified badge?', '',
$md$Upload one identity document (Aadhaar, PAN, voter ID or driving licence) with its number from your profile. Our team checks it and you are told the result; if it is rejected you see the reason and can send it again. We keep only a keyed hash of the number and its last 4 digits, never the full number.$md$,
 'worker', 60, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'verified-badge', 'hi', '"जाँचा हुआ" बैज कैसे मिलेगा?', '',
$md$अपनी प्रोफ़ाइल से एक पहचान पत्र (आधार, PAN, वोटर ID या ड्राइविंग लाइसेंस) उसके नंबर के साथ अपलोड करें। हमारी टीम जाँचती है और आपको नतीजा बताया जाता है; नामंज़ूर हो तो कारण दिखता है और आप दोबारा भेज सकते हैं। हम नंबर का सिर्फ़ हैश और आख़िरी 4 अंक रखते हैं, पूरा नंबर कभी नहीं।$md$,
 'worker', 60, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'job-alerts', 'en', 'Can the app tell me about new jobs?', '',
$md$Yes. When a job is posted that suits your skills and place, or that a search you saved would find, you get a notification: 3 a day at most (unless our team set another number), so you are not flooded. Keep your skills and city up to date in your profile, and save the searches you repeat.$md$,
 'worker', 70, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'job-alerts', 'hi', 'क्या ऐप नई नौकरियों के बारे में बता सकता है?', '',
$md$हाँ। जब आपके हुनर और जगह से मिलती नौकरी डाली जाती है, या ऐसी नौकरी जो आपकी सेव की हुई खोज में आए, तो आपको सूचना मिलती है: दिन में ज़्यादा से ज़्यादा 3 (जब तक हमारी टीम ने कुछ और तय न किया हो), ताकि आप परेशान न हों। प्रोफ़ाइल में अपना हुनर और शहर सही रखें, और बार-बार की जाने वाली खोज सेव करें।$md$,
 'worker', 70, 'published', NULL, '', CURRENT_TIMESTAMP),

-- ------------------------------------------------------------------ the help centre: employers
('faq', 'post-a-job', 'en', 'How do I post a job?', '',
$md$Register as an employer, then choose **Post a job** in your dashboard: the title, the work, the state and city, the pay and how many people you need. Most jobs are listed at once; a job that seems to ask workers for money is held for our team to check first.$md$,
 'employer', 10, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'post-a-job', 'hi', 'नौकरी कैसे डालूँ?', '',
$md$मालिक के रूप में रजिस्टर करें, फिर डैशबोर्ड में **नौकरी डालें** चुनें: नाम, काम, राज्य और शहर, वेतन और कितने लोग चाहिए। ज़्यादातर नौकरियाँ तुरंत दिखने लगती हैं; जो नौकरी मज़दूरों से पैसे माँगती लगे, उसे पहले हमारी टीम जाँचती है।$md$,
 'employer', 10, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'job-under-review', 'en', 'Why is my job "under review"?', '',
$md$Our check found words that look like asking workers for money (a registration fee, deposit, training charge or a UPI ID). Workers must never pay to get a job. Our team reads the job and approves or rejects it with a reason you can see. If it was a mistake, edit the wording: "no fees" is fine.$md$,
 'employer', 20, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'job-under-review', 'hi', 'मेरी नौकरी "जाँच में" क्यों है?', '',
$md$हमारी जाँच में ऐसे शब्द मिले जो मज़दूरों से पैसे माँगने जैसे लगते हैं (रजिस्ट्रेशन फ़ीस, जमा, ट्रेनिंग का पैसा या UPI ID)। मज़दूर को नौकरी के लिए कभी पैसे नहीं देने चाहिए। हमारी टीम नौकरी पढ़कर मंज़ूर या कारण बताकर नामंज़ूर करती है। ग़लती से हुआ हो तो शब्द बदलें: "कोई फ़ीस नहीं" लिखना ठीक है।$md$,
 'employer', 20, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'how-long-is-a-job-listed', 'en', 'How long does my job stay listed?', '',
$md$30 days from posting, unless our team set another period. Then it expires and leaves search; you can **Renew** it from your job list. You can also make a job inactive when you have hired enough, and reactivate it later.$md$,
 'employer', 30, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'how-long-is-a-job-listed', 'hi', 'मेरी नौकरी कितने दिन दिखेगी?', '',
$md$डालने से 30 दिन तक, जब तक हमारी टीम ने कुछ और तय न किया हो। फिर वह ख़त्म होकर खोज से हट जाती है; नौकरियों की सूची से उसे **फिर से चालू** कर सकते हैं। काफ़ी लोग मिल जाएँ तो नौकरी बंद भी कर सकते हैं और बाद में फिर चालू कर सकते हैं।$md$,
 'employer', 30, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'contact-applicants', 'en', 'How do I contact a worker who applied?', '',
$md$Open the job's applications. Each applicant card shows the ways the worker allows: a call, WhatsApp or e-mail. Record that you contacted them; the worker can confirm it. Shortlist, accept or reject from the same card, and the worker is told.$md$,
 'employer', 40, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'contact-applicants', 'hi', 'आवेदन करने वाले मज़दूर से संपर्क कैसे करूँ?', '',
$md$नौकरी के आवेदन खोलें। हर आवेदक के कार्ड पर वे तरीक़े दिखते हैं जिनकी मज़दूर ने इजाज़त दी है: फ़ोन, WhatsApp या ई-मेल। संपर्क करने के बाद उसे दर्ज करें; मज़दूर इसकी पुष्टि कर सकता है। उसी कार्ड से चुनें, मंज़ूर या नामंज़ूर करें, और मज़दूर को ख़बर मिल जाती है।$md$,
 'employer', 40, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'employer-cost', 'en', 'What does KaamSetu cost an employer?', '',
$md$Posting jobs and hiring is free today. Larger plans with help from our team are arranged with us until online payments exist: see [pricing](/pricing). Whatever you use, you must never charge workers.$md$,
 'employer', 50, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'employer-cost', 'hi', 'मालिक के लिए KaamSetu का कितना ख़र्च है?', '',
$md$आज नौकरी डालना और भर्ती करना मुफ़्त है। हमारी टीम की मदद वाले बड़े प्लान, ऑनलाइन भुगतान आने तक, हमसे बात करके तय होते हैं: [क़ीमत](/pricing) देखें। आप कुछ भी इस्तेमाल करें, मज़दूरों से कभी पैसे नहीं ले सकते।$md$,
 'employer', 50, 'published', NULL, '', CURRENT_TIMESTAMP),

('faq', 'ratings', 'en', 'How do ratings work?', '',
$md$After a job, you and the worker rate each other from 1 to 5 stars with an optional review. A rating is shown once both have rated, or 14 days after the job was completed, so nobody rates in reply. The worker also says whether you paid as promised; other workers see it on your jobs.$md$,
 'employer', 60, 'published', NULL, '', CURRENT_TIMESTAMP),
('faq', 'ratings', 'hi', 'रेटिंग कैसे काम करती है?', '',
$md$काम के बाद आप और मज़दूर एक-दूसरे को 1 से 5 सितारे और चाहें तो समीक्षा देते हैं। रेटिंग तब दिखती है जब दोनों दे चुके हों, या काम पूरा होने के 14 दिन बाद, ताकि कोई बदले में रेटिंग न दे। मज़दूर यह भी बताता है कि आपने वादे जितना पैसा दिया या नहीं; दूसरे मज़दूर यह आपकी नौकरियों पर देखते हैं।$md$,
 'employer', 60, 'published', NULL, '', CURRENT_TIMESTAMP),

-- ------------------------------------------------------------------ the blog
('post', 'spot-a-fake-job-asking-for-money', 'en', 'How to spot a fake job that asks for money',
 'A real employer pays you; they never ask you to pay them. Six signs of a fake job and what to do.',
$md$Every year many workers lose savings to "jobs" that never existed. The trick is almost always the same: **they ask you to pay first.** A real employer pays you; they never ask you to pay them.

## Six warning signs

1. **A fee before the job.** "Registration fee", "form fee", "security deposit", "training charge", "uniform charge", "ID card charge" or "money to confirm your joining". On KaamSetu no employer may ask for any of these.
2. **A UPI ID or payment link in the message.** A job never needs your money to reach you.
3. **Pay that is too good.** ₹50,000 a month for a helper with no experience, or a foreign job with "visa guaranteed".
4. **Hurry.** "Only 2 seats left, pay today." Fraudsters rush you so you do not ask anyone.
5. **No address, no name.** They will not say where the work is or who the employer is, or they meet you only on the phone.
6. **They ask for your OTP.** Nobody needs your OTP to hire you. Whoever has it can take over your account.

## What to do

- **Do not pay.** Not even a small amount "to start".
- **Report the job** on KaamSetu: open the job and choose *Report this job*, reason *Asks for money*. Our team checks it, and the employer can be blocked.
- **Tell other workers.** If you know of such a job outside KaamSetu, call the national cyber-crime helpline **1930** or report it at cybercrime.gov.in.

KaamSetu looks for jobs that ask for money in English, Hindi and other Indian languages and holds them for review before workers see them. No check is perfect, so your eyes matter most: **if they ask for money, it is not a job.**
$md$, NULL, 0, 'published', '2026-11-27 00:00:00+05:30', 'KaamSetu team', CURRENT_TIMESTAMP),

('post', 'spot-a-fake-job-asking-for-money', 'hi', 'पैसे माँगने वाली नकली नौकरी कैसे पहचानें',
 'असली मालिक आपको पैसे देता है, आपसे कभी नहीं माँगता। नकली नौकरी के छह निशान और क्या करें।',
$md$हर साल बहुत से मज़दूर ऐसी "नौकरियों" में अपनी बचत गँवा देते हैं जो थीं ही नहीं। चाल लगभग हमेशा एक ही होती है: **पहले पैसे माँगना।** असली मालिक आपको पैसे देता है, आपसे कभी नहीं माँगता।

## छह ख़तरे के निशान

1. **काम से पहले फ़ीस।** "रजिस्ट्रेशन फ़ीस", "फ़ॉर्म फ़ीस", "सिक्योरिटी जमा", "ट्रेनिंग का पैसा", "वर्दी का पैसा", "ID कार्ड का पैसा" या "जॉइनिंग पक्की करने के पैसे"। KaamSetu पर कोई मालिक इनमें से कुछ नहीं माँग सकता।
2. **संदेश में UPI ID या पेमेंट लिंक।** नौकरी को आप तक पहुँचने के लिए आपके पैसों की ज़रूरत नहीं होती।
3. **बहुत ज़्यादा वेतन।** बिना अनुभव के हेल्पर को ₹50,000 महीना, या "वीज़ा पक्का" वाली विदेश की नौकरी।
4. **जल्दबाज़ी।** "सिर्फ़ 2 जगह बची हैं, आज ही पैसे भेजो।" धोखेबाज़ जल्दी मचाते हैं ताकि आप किसी से पूछें नहीं।
5. **न पता, न नाम।** वे नहीं बताते कि काम कहाँ है या मालिक कौन है, या सिर्फ़ फ़ोन पर ही बात करते हैं।
6. **OTP माँगते हैं।** काम पर रखने के लिए किसी को आपका OTP नहीं चाहिए। जिसके पास OTP है, वह आपका खाता ले सकता है।

## क्या करें

- **पैसे न दें।** "शुरू करने के लिए" थोड़े से भी नहीं।
- **KaamSetu पर नौकरी की शिकायत करें**: नौकरी खोलें, *इस नौकरी की शिकायत करें* चुनें, कारण *पैसे माँगता है*। हमारी टीम जाँचती है, और मालिक का खाता बंद हो सकता है।
- **दूसरे मज़दूरों को बताएँ।** KaamSetu के बाहर ऐसी नौकरी दिखे तो राष्ट्रीय साइबर अपराध हेल्पलाइन **1930** पर फ़ोन करें या cybercrime.gov.in पर शिकायत करें।

KaamSetu अंग्रेज़ी, हिंदी और दूसरी भारतीय भाषाओं में पैसे माँगने वाली नौकरियाँ ढूँढता है और मज़दूरों तक पहुँचने से पहले जाँच के लिए रोक देता है। कोई जाँच पूरी नहीं होती, इसलिए आपकी समझ सबसे ज़रूरी है: **जो पैसे माँगे, वह नौकरी नहीं है।**
$md$, NULL, 0, 'published', '2026-11-27 00:00:00+05:30', 'KaamSetu टीम', CURRENT_TIMESTAMP)

ON CONFLICT ("kind", "slug", "language") DO NOTHING;
