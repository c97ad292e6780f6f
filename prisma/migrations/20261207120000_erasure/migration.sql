-- Erasing an account erases at once (services/privacy/erasure.ts, data-map.ts).

-- An erased account's files: marked in the erasing transaction, so no read serves them from its
-- commit on; their bytes are deleted after it, then the rows.
ALTER TABLE "stored_files" ADD COLUMN "erased_at" TIMESTAMPTZ(3);

-- The SQL console's role reads every column but the secret ones (migration
-- 20261127180600_console_grants): the new one too.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ("erased_at") ON TABLE "stored_files" TO kaamsetu_console;
  END IF;
END $$;

-- The audit log stays append-only, with one exception: erasing an account masks the personal
-- values of its rows (their `details`), in the erasing transaction, which says so with the
-- transaction-local setting kaamsetu.erasing. The event itself (who, what, which target, when,
-- from where) cannot change, and no row can be deleted.
CREATE OR REPLACE FUNCTION "admin_audit_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('kaamsetu.erasing', true) = 'on'
     AND NEW."id" = OLD."id"
     AND NEW."admin_id" IS NOT DISTINCT FROM OLD."admin_id"
     AND NEW."action" = OLD."action"
     AND NEW."target_type" IS NOT DISTINCT FROM OLD."target_type"
     AND NEW."target_id" IS NOT DISTINCT FROM OLD."target_id"
     AND NEW."ip_address" IS NOT DISTINCT FROM OLD."ip_address"
     AND NEW."created_at" = OLD."created_at" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit_logs is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

-- The privacy notice says what erasure does (data-map.ts; data-map.test.ts checks the English
-- against the map). Only the default wording is replaced: a notice an admin rewrote keeps theirs.
UPDATE "content_entries" SET "body" = replace(replace(replace("body",
$md$- **Erase** it: ask us to delete your account. We then erase your name, phone number, e-mail, picture, profile, education and experience, identity documents (hash, last 4 digits and file), resume, notifications, saved jobs and sessions. We keep only what other people's records need without naming you: applications you sent (so employers' histories stay whole) and ratings (so reputations stay as earned), shown as "Deleted user".$md$,
$md$- **Erase** it: ask us to delete your account. We then erase, at once and everywhere we hold them: your name, phone number, e-mail, picture, place; your profile, education and experience; an employer's business name, address, website and GST number; identity documents (hash, last 4 digits and file); your uploaded files (resume, picture, document scans) and every link to them, which stop working at that moment; cover notes, notes on disputed work and the resume on applications; the words of reviews you wrote or received; the words of job reports; notes on contact checks; notifications, and your name in other people's notifications; saved jobs, saved searches and job alerts; your searches, and the link between you and the jobs you viewed; sessions, one-time passwords sent to your number and counters kept under your number or e-mail; messages you sent us through the contact form and your newsletter subscription; personal values in our audit log (the record of the action stays). We keep only what other people's records need, without naming you: applications you sent (status and dates, so employers' histories stay whole), the stars of ratings (so reputations stay as earned), "paid as promised" answers, and the jobs you posted, as deleted jobs; they show "Deleted user".$md$),
$md$Every admin action is written to an audit log that cannot be changed.$md$,
$md$Every admin action is written to an audit log that cannot be changed, except that deleting an account masks the personal values in it.$md$),
$md$When your account is deleted we erase what identifies you (see "Your rights").$md$,
$md$When your account is deleted we erase what identifies you at once, files included (see "Your rights").$md$)
WHERE "kind" = 'page' AND "slug" = 'privacy' AND "language" = 'en';

UPDATE "content_entries" SET "body" = replace(replace(replace("body",
$md$- **मिटवा सकते हैं**: खाता मिटाने के लिए कहें। तब हम आपका नाम, फ़ोन नंबर, ई-मेल, फ़ोटो, प्रोफ़ाइल, पढ़ाई और अनुभव, पहचान के कागज़ (हैश, आख़िरी 4 अंक और फ़ाइल), रिज़्यूमे, सूचनाएँ, सहेजी नौकरियाँ और सेशन मिटा देते हैं। सिर्फ़ वही रखते हैं जो दूसरों के रिकॉर्ड के लिए ज़रूरी है, आपका नाम बताए बिना: आपके भेजे आवेदन (ताकि मालिक का हिसाब पूरा रहे) और रेटिंग (ताकि सबकी साख सही रहे), "हटाया गया उपयोगकर्ता" के नाम से।$md$,
$md$- **मिटवा सकते हैं**: खाता मिटाने के लिए कहें। तब हम उसी समय, जहाँ भी रखी हो, यह सब मिटा देते हैं: आपका नाम, फ़ोन नंबर, ई-मेल, फ़ोटो, जगह; प्रोफ़ाइल, पढ़ाई और अनुभव; मालिक के कारोबार का नाम, पता, वेबसाइट और GST नंबर; पहचान के कागज़ (हैश, आख़िरी 4 अंक और फ़ाइल); आपकी अपलोड की फ़ाइलें (रिज़्यूमे, फ़ोटो, कागज़ों की फ़ोटो) और उनके हर लिंक, जो उसी पल काम करना बंद कर देते हैं; आवेदनों के साथ लिखी बात, काम पर उठाए सवाल में लिखी बात और रिज़्यूमे; आपकी लिखी या आपके बारे में लिखी समीक्षाओं के शब्द; नौकरी की शिकायतों के शब्द; संपर्क की पुष्टि में लिखी बातें; सूचनाएँ, और दूसरों की सूचनाओं में आपका नाम; सहेजी नौकरियाँ, सहेजी खोजें और नौकरी अलर्ट; आपकी खोजें, और देखी गई नौकरियों से आपका जुड़ाव; सेशन, आपके नंबर पर भेजे OTP और आपके नंबर या ई-मेल पर रखी गिनती; संपर्क फ़ॉर्म से भेजे आपके संदेश और न्यूज़लेटर की सदस्यता; हमारे लॉग में आपकी निजी जानकारी (काम का रिकॉर्ड रहता है)। सिर्फ़ वही रखते हैं जो दूसरों के रिकॉर्ड के लिए ज़रूरी है, आपका नाम बताए बिना: आपके भेजे आवेदन (स्थिति और तारीख़, ताकि मालिक का हिसाब पूरा रहे), रेटिंग के सितारे (ताकि सबकी साख सही रहे), "पूरा पैसा मिला या नहीं" के जवाब, और आपकी डाली नौकरियाँ, मिटाई गई नौकरी के रूप में; इनमें "हटाया गया उपयोगकर्ता" दिखता है।$md$),
$md$एडमिन का हर काम एक लॉग में लिखा जाता है जिसे बदला नहीं जा सकता।$md$,
$md$एडमिन का हर काम एक लॉग में लिखा जाता है जिसे बदला नहीं जा सकता, सिवाय इसके कि खाता मिटाने पर उसमें आपकी निजी जानकारी छिपा दी जाती है।$md$),
$md$खाता मिटाने पर आपकी पहचान बताने वाली जानकारी मिटा दी जाती है (नीचे "आपके अधिकार" देखें)।$md$,
$md$खाता मिटाने पर आपकी पहचान बताने वाली जानकारी, फ़ाइलों समेत, उसी समय मिटा दी जाती है (नीचे "आपके अधिकार" देखें)।$md$)
WHERE "kind" = 'page' AND "slug" = 'privacy' AND "language" = 'hi';
