-- The about page said the app "works in English and Hindi today": with Tamil, Telugu, Marathi,
-- Bengali and Malayalam in (the interface, and the pages since 20261207223000), it says which
-- languages it works in, as the new languages' about pages do. A replace, so an admin's own
-- wording of the line stays as it is.
UPDATE "content_entries"
SET "body" = replace("body",
    'The app works in English and Hindi today, with more Indian languages being added,',
    'The app works in English, Hindi, Tamil, Telugu, Marathi, Bengali and Malayalam (Bhojpuri readers see Hindi),'),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "kind" = 'page' AND "slug" = 'about' AND "language" = 'en'
  AND "body" LIKE '%The app works in English and Hindi today, with more Indian languages being added,%';

UPDATE "content_entries"
SET "body" = replace("body",
    'ऐप आज अंग्रेज़ी और हिंदी में चलता है, और भारतीय भाषाएँ जुड़ रही हैं;',
    'ऐप अंग्रेज़ी, हिंदी, तमिल, तेलुगु, मराठी, बांग्ला और मलयालम में चलता है (भोजपुरी पढ़ने वालों को हिंदी दिखती है);'),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "kind" = 'page' AND "slug" = 'about' AND "language" = 'hi'
  AND "body" LIKE '%ऐप आज अंग्रेज़ी और हिंदी में चलता है, और भारतीय भाषाएँ जुड़ रही हैं;%';
