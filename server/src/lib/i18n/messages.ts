/**
 * Every sentence the API writes for a person, in English and German side by side (decision 196).
 * A `{name}` is a value filled in when the message is used (`say('quota.scans', { limit: 3, … })`);
 * both languages name the same values (the test beside this file checks it). German as the web
 * writes it: "Sie", Lebenslauf, Stellenanzeige, Anschreiben, Basis-Lebenslauf, Analyse, „…“.
 */
export const MESSAGES = {
  // Any route
  'request.sign_in': { en: 'Sign in to continue.', de: 'Bitte melden Sie sich an.' },
  'request.not_found': { en: 'Not found', de: 'Nicht gefunden' },
  'request.nothing_here': { en: 'Not found.', de: 'Nicht gefunden.' },
  'request.no_route': { en: 'No such API route.', de: 'Diese API-Route gibt es nicht.' },
  'request.invalid_fields': {
    en: 'Some fields are not valid.',
    de: 'Einige Felder sind nicht gültig.',
  },
  'request.too_large': {
    en: 'The request is too large: {size} at most.',
    de: 'Die Anfrage ist zu groß: höchstens {size}.',
  },
  'request.bad_multipart': {
    en: 'The upload is not valid multipart/form-data.',
    de: 'Der Upload ist kein gültiges multipart/form-data.',
  },
  'request.bad_request': { en: 'Bad request.', de: 'Ungültige Anfrage.' },
  'request.internal': {
    en: 'Something went wrong on our side. Please try again.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  'request.busy': {
    en: 'The server is busy: try again in a few seconds.',
    de: 'Der Server ist ausgelastet: Versuchen Sie es in ein paar Sekunden erneut.',
  },
  'request.too_complex': {
    en: 'This input is too complex to process within our limits.',
    de: 'Diese Eingabe ist zu komplex, um sie innerhalb unserer Grenzen zu verarbeiten.',
  },
  'request.wrong_origin': {
    en: 'This page was opened at {origin}, but Jobfit runs at {appUrl}. Open {appUrl} and try again.',
    de: 'Diese Seite wurde unter {origin} geöffnet, Jobfit läuft aber unter {appUrl}. Öffnen Sie {appUrl} und versuchen Sie es erneut.',
  },
  'admin.only': { en: 'Administrators only.', de: 'Nur für Administratoren.' },
  'openapi.no_file': { en: 'No such file.', de: 'Diese Datei gibt es nicht.' },

  // Quotas (docs/product.md, Plans and quotas)
  'quota.scans': {
    en: 'You have used all {limit} new job scans of the Free plan this month. Upgrade to Pro for unlimited new job scans, or wait until {resetsOn}.',
    de: 'Sie haben diesen Monat alle {limit} neuen Analysen des kostenlosen Tarifs genutzt. Wechseln Sie zu Pro für unbegrenzte Analysen oder warten Sie bis zum {resetsOn}.',
  },
  'quota.documents': {
    en: 'You have used all {limit} tailored documents of the Free plan this month. Upgrade to Pro for unlimited tailored documents, or wait until {resetsOn}.',
    de: 'Sie haben diesen Monat alle {limit} angepassten Dokumente des kostenlosen Tarifs genutzt. Wechseln Sie zu Pro für unbegrenzte angepasste Dokumente oder warten Sie bis zum {resetsOn}.',
  },

  // Jobs and their dates
  'job.not_found': { en: 'That job was not found.', de: 'Diese Stelle wurde nicht gefunden.' },
  'job.some_not_found': {
    en: 'Some of those jobs were not found.',
    de: 'Einige dieser Stellen wurden nicht gefunden.',
  },
  'job.tailored_cv_not_found': {
    en: 'That tailored CV was not found.',
    de: 'Dieser angepasste Lebenslauf wurde nicht gefunden.',
  },
  'job.field.sent_cv_not_letter': {
    en: 'Choose a tailored CV, not a cover letter',
    de: 'Wählen Sie einen angepassten Lebenslauf, kein Anschreiben',
  },
  'job.too_many_dates': {
    en: 'A job holds at most {max} interviews and follow-ups. Delete old ones first.',
    de: 'Eine Stelle hat höchstens {max} Vorstellungsgespräche und Nachfass-Termine. Löschen Sie zuerst alte.',
  },
  'job.date_not_found': {
    en: 'That date was not found.',
    de: 'Dieser Termin wurde nicht gefunden.',
  },

  // The calendar of job dates (.ics): its name, each event's label and description
  'calendar.name': { en: 'Jobfit: job dates', de: 'Jobfit: Termine Ihrer Stellen' },
  'calendar.deadline': { en: 'Deadline', de: 'Bewerbungsfrist' },
  'calendar.interview': { en: 'Interview', de: 'Vorstellungsgespräch' },
  'calendar.follow_up': { en: 'Follow up', de: 'Nachfassen' },
  'calendar.deadline_description': {
    en: 'Application deadline.',
    de: 'Bewerbungsfrist.',
  },
  'calendar.open_in_jobfit': { en: 'Open in Jobfit: {url}', de: 'In Jobfit öffnen: {url}' },
  'calendar.no_feed': {
    en: 'No such calendar: the link was reset or turned off.',
    de: 'Diesen Kalender gibt es nicht: Der Link wurde erneuert oder ausgeschaltet.',
  },

  // Scans
  'scan.not_found': { en: 'That scan was not found.', de: 'Diese Analyse wurde nicht gefunden.' },
  'scan.needs_master_cv': {
    en: 'Add your master CV before scanning a job: upload it or type it in.',
    de: 'Legen Sie Ihren Basis-Lebenslauf an, bevor Sie eine Stellenanzeige analysieren: Laden Sie ihn hoch oder geben Sie ihn ein.',
  },
  'scan.posting_too_large': {
    en: 'The posting is too large: {max} characters at most.',
    de: 'Die Stellenanzeige ist zu lang: höchstens {max} Zeichen.',
  },
  'scan.only_own_keywords_dismissed': {
    en: 'Only keywords of this scan can be dismissed.',
    de: 'Nur Schlüsselwörter dieser Analyse können ausgeblendet werden.',
  },
  'scan.field.not_a_keyword': {
    en: 'Not a keyword of this scan: {keywords}',
    de: 'Kein Schlüsselwort dieser Analyse: {keywords}',
  },

  // Posting import
  'import.too_many': {
    en: 'Too many imports in a short time. Try again in a few minutes.',
    de: 'Zu viele Importe in kurzer Zeit. Versuchen Sie es in ein paar Minuten erneut.',
  },

  'import.empty_redirect': {
    en: 'The site answered with an empty redirect.',
    de: 'Die Website hat mit einer leeren Weiterleitung geantwortet.',
  },
  'import.too_many_redirects': {
    en: 'The link redirects too many times.',
    de: 'Der Link leitet zu oft weiter.',
  },
  'import.timeout': {
    en: 'The site did not answer within 5 seconds.',
    de: 'Die Website hat nicht innerhalb von 5 Sekunden geantwortet.',
  },
  'import.unreachable': {
    en: 'The site could not be reached.',
    de: 'Die Website war nicht erreichbar.',
  },
  'import.not_an_address': { en: 'This is not a web address.', de: 'Das ist keine Webadresse.' },
  'import.redirect_not_web': {
    en: 'The link redirects to an address that is not a web page (http or https).',
    de: 'Der Link leitet auf eine Adresse weiter, die keine Webseite ist (http oder https).',
  },
  'import.only_web': {
    en: 'Only web addresses (http:// or https://) can be imported.',
    de: 'Nur Webadressen (http:// oder https://) können importiert werden.',
  },
  'import.credentials_in_link': {
    en: 'Links with a user name or password cannot be imported.',
    de: 'Links mit Benutzername oder Passwort können nicht importiert werden.',
  },
  'import.host_not_found': {
    en: 'The site {host} could not be found.',
    de: 'Die Website {host} wurde nicht gefunden.',
  },
  'import.private_address': {
    en: 'This link points to a private or internal network address, which cannot be imported.',
    de: 'Dieser Link zeigt auf eine private oder interne Netzwerkadresse und kann nicht importiert werden.',
  },
  'import.posting_gone': {
    en: 'The site has no posting at this link (it may have closed).',
    de: 'Die Website hat unter diesem Link keine Stellenanzeige (sie ist vielleicht geschlossen).',
  },
  'import.http_error': {
    en: 'The site answered with an error (HTTP {status}).',
    de: 'Die Website hat mit einem Fehler geantwortet (HTTP {status}).',
  },
  'import.not_a_page': {
    en: 'This link is not a web page ({contentType}); import a page or a job board link.',
    de: 'Dieser Link ist keine Webseite ({contentType}); importieren Sie eine Seite oder einen Link einer Jobbörse.',
  },
  'import.not_a_page_untyped': {
    en: 'This link is not a web page (no content type); import a page or a job board link.',
    de: 'Dieser Link ist keine Webseite (kein Inhaltstyp); importieren Sie eine Seite oder einen Link einer Jobbörse.',
  },
  'import.page_too_large': {
    en: 'This page is larger than {mb} MB, too large to import.',
    de: 'Diese Seite ist größer als {mb} MB und zu groß für den Import.',
  },
  'import.board_no_posting': {
    en: 'The job board has no open posting at this link.',
    de: 'Die Jobbörse hat unter diesem Link keine offene Stellenanzeige.',
  },
  'import.page_too_complex': {
    en: 'This page is too complex to read. Copy the posting text and paste it instead.',
    de: 'Diese Seite ist zu komplex zum Lesen. Kopieren Sie den Text der Stellenanzeige und fügen Sie ihn stattdessen ein.',
  },
  'import.no_posting': {
    en: 'No job posting was found on this page. Copy the posting text and paste it instead.',
    de: 'Auf dieser Seite wurde keine Stellenanzeige gefunden. Kopieren Sie den Text der Stellenanzeige und fügen Sie ihn stattdessen ein.',
  },

  // Master CV
  'cv.none': { en: 'You have no master CV yet.', de: 'Sie haben noch keinen Basis-Lebenslauf.' },
  'cv.file_too_large': {
    en: 'The file is too large: the limit is {mb} MB.',
    de: 'Die Datei ist zu groß: Die Grenze liegt bei {mb} MB.',
  },
  'cv.send_multipart': {
    en: 'Send the CV as multipart/form-data in a field named "file".',
    de: 'Senden Sie den Lebenslauf als multipart/form-data in einem Feld namens „file“.',
  },
  'cv.choose_file': { en: 'Choose a file to upload.', de: 'Wählen Sie eine Datei zum Hochladen.' },
  'cv.field.choose_file': {
    en: 'Choose a file to upload',
    de: 'Wählen Sie eine Datei zum Hochladen',
  },
  'cv.send_json_resume': {
    en: 'Send a JSON Resume document (application/json).',
    de: 'Senden Sie ein JSON-Resume-Dokument (application/json).',
  },
  'cv.field_not_taken': {
    en: 'This CV has a field we cannot take: {field} ({problem}).',
    de: 'Dieser Lebenslauf hat ein Feld, das wir nicht übernehmen können: {field} ({problem}).',
  },
  'cv.too_complex': {
    en: 'This file is too complex to read: it needs far more time or memory than any CV. Save it again as a plain PDF or DOCX and retry.',
    de: 'Diese Datei ist zu komplex zum Lesen: Sie braucht weit mehr Zeit oder Speicher als jeder Lebenslauf. Speichern Sie sie erneut als einfache PDF- oder DOCX-Datei und versuchen Sie es noch einmal.',
  },
  'cv.not_readable_type': {
    en: 'This file is not a CV we can read. Upload a PDF, Word (.docx), text, Markdown or JSON Resume file.',
    de: 'Diese Datei ist kein Lebenslauf, den wir lesen können. Laden Sie eine PDF-, Word- (.docx), Text-, Markdown- oder JSON-Resume-Datei hoch.',
  },
  'cv.empty': {
    en: 'The CV is empty: add at least your name and one entry.',
    de: 'Der Lebenslauf ist leer: Geben Sie mindestens Ihren Namen und einen Eintrag an.',
  },
  'cv.field.add_name': {
    en: 'Add your name, then your experience, education or skills',
    de: 'Geben Sie Ihren Namen an, dann Ihre Berufserfahrung, Ausbildung oder Kenntnisse',
  },
  'cv.changed_elsewhere': {
    en: 'Your master CV was changed elsewhere since you opened it. Reload it, or save again to overwrite.',
    de: 'Ihr Basis-Lebenslauf wurde an anderer Stelle geändert, seit Sie ihn geöffnet haben. Laden Sie ihn neu oder speichern Sie erneut, um ihn zu überschreiben.',
  },
  'cv.upload_not_found': {
    en: 'That upload was not found; upload the file again.',
    de: 'Dieser Upload wurde nicht gefunden; laden Sie die Datei erneut hoch.',
  },
  'cv.no_uploaded_file': {
    en: 'Your master CV has no uploaded file.',
    de: 'Zu Ihrem Basis-Lebenslauf gibt es keine hochgeladene Datei.',
  },
  'cv.original_gone': {
    en: 'The original file is no longer stored.',
    de: 'Die Originaldatei ist nicht mehr gespeichert.',
  },

  // Why the engine could not read an upload, by its error's key (`EngineError`, decision 207).
  // The English is the engine's own template (the test beside the engine errors checks it).
  'engine.file_too_large': {
    en: 'The file is {size} MB; the limit is {max} MB.',
    de: 'Die Datei ist {size} MB groß; erlaubt sind höchstens {max} MB.',
  },
  'engine.file_empty': { en: 'The file is empty.', de: 'Die Datei ist leer.' },
  'engine.file_no_text': { en: 'The file holds no text.', de: 'Die Datei enthält keinen Text.' },
  'engine.file_unreadable': {
    en: 'The file could not be read: it may be damaged. Export it again and retry.',
    de: 'Die Datei konnte nicht gelesen werden und ist vielleicht beschädigt. Exportieren Sie sie erneut und versuchen Sie es noch einmal.',
  },
  'engine.file_not_valid': {
    en: 'This file does not look like a valid {format}: export it again and retry.',
    de: 'Diese Datei sieht nicht wie ein gültiges {format} aus: Exportieren Sie sie erneut und versuchen Sie es noch einmal.',
  },
  'engine.file_unsupported': {
    en: 'Unsupported file type: upload a PDF, DOCX, text or JSON Resume file.',
    de: 'Dieser Dateityp wird nicht unterstützt: Laden Sie eine PDF-, DOCX-, Text- oder JSON-Resume-Datei hoch.',
  },
  'engine.doc_unsupported': {
    en: 'Old Word (.doc) files are not supported: save it as .docx or PDF.',
    de: 'Alte Word-Dateien (.doc) werden nicht unterstützt: Speichern Sie die Datei als .docx oder PDF.',
  },
  'engine.zip_damaged': {
    en: 'This file looks like a damaged Word (zip) file: save it again and retry.',
    de: 'Diese Datei sieht wie eine beschädigte Word-Datei (ZIP) aus: Speichern Sie sie erneut und versuchen Sie es noch einmal.',
  },
  'engine.zip_unsupported': {
    en: 'This zip file is neither a Word document nor a LinkedIn data export: upload a PDF, DOCX, text or JSON Resume file, or your LinkedIn export.',
    de: 'Diese ZIP-Datei ist weder ein Word-Dokument noch ein LinkedIn-Datenexport: Laden Sie eine PDF-, DOCX-, Text- oder JSON-Resume-Datei oder Ihren LinkedIn-Export hoch.',
  },
  'engine.docx_encrypted': {
    en: 'This Word file is password-protected: remove the password and upload it again.',
    de: 'Diese Word-Datei ist passwortgeschützt: Entfernen Sie das Passwort und laden Sie sie erneut hoch.',
  },
  'engine.docx_inflates': {
    en: 'This Word file expands to far more data than a CV holds: save it again without embedded files.',
    de: 'Diese Word-Datei entpackt sich zu weit mehr Daten, als ein Lebenslauf enthält: Speichern Sie sie ohne eingebettete Dateien erneut.',
  },
  'engine.docx_damaged': {
    en: 'This Word file is damaged or not a valid DOCX: save it again and retry.',
    de: 'Diese Word-Datei ist beschädigt oder keine gültige DOCX-Datei: Speichern Sie sie erneut und versuchen Sie es noch einmal.',
  },
  'engine.docx_no_text': {
    en: 'This Word file has no text.',
    de: 'Diese Word-Datei enthält keinen Text.',
  },
  'engine.pdf_encrypted': {
    en: 'This PDF is password-protected: remove the password and upload it again.',
    de: 'Dieses PDF ist passwortgeschützt: Entfernen Sie das Passwort und laden Sie es erneut hoch.',
  },
  'engine.pdf_damaged': {
    en: 'This PDF is damaged or not a valid PDF file: export it again and retry.',
    de: 'Dieses PDF ist beschädigt oder keine gültige PDF-Datei: Exportieren Sie es erneut und versuchen Sie es noch einmal.',
  },
  'engine.pdf_inflates': {
    en: 'This PDF holds compressed streams that expand to far more data, far more than any CV: export your CV again as a plain PDF.',
    de: 'Dieses PDF enthält komprimierte Datenströme, die sich zu weit mehr Daten entpacken, als ein Lebenslauf enthält: Exportieren Sie Ihren Lebenslauf erneut als einfaches PDF.',
  },
  'engine.pdf_too_many_items': {
    en: 'This PDF holds more than {max} pieces of text, far more than any CV: export your CV again as a plain PDF.',
    de: 'Dieses PDF enthält mehr als {max} Textstücke, weit mehr als ein Lebenslauf: Exportieren Sie Ihren Lebenslauf erneut als einfaches PDF.',
  },
  'engine.pdf_too_many_chars': {
    en: 'This PDF holds more than {max} characters of text, far more than any CV: export your CV again as a plain PDF.',
    de: 'Dieses PDF enthält mehr als {max} Zeichen Text, weit mehr als ein Lebenslauf: Exportieren Sie Ihren Lebenslauf erneut als einfaches PDF.',
  },
  'engine.pdf_too_many_pages': {
    en: 'This PDF has {pages} pages; a CV may have at most {max}.',
    de: 'Dieses PDF hat {pages} Seiten; ein Lebenslauf darf höchstens {max} haben.',
  },
  'engine.pdf_no_text_layer': {
    en: 'This PDF has no text layer: it looks like a scanned image. Upload the original document or a text-based PDF.',
    de: 'Dieses PDF hat keine Textebene: Es sieht wie ein gescanntes Bild aus. Laden Sie das Originaldokument oder ein textbasiertes PDF hoch.',
  },
  'engine.text_empty': {
    en: 'The CV is empty: paste or upload a CV with some text.',
    de: 'Der Lebenslauf ist leer: Fügen Sie einen Lebenslauf mit Text ein oder laden Sie einen hoch.',
  },
  'engine.text_too_long': {
    en: 'This document holds {chars} characters of text, far more than a CV (at most {max}).',
    de: 'Dieses Dokument enthält {chars} Zeichen Text, weit mehr als ein Lebenslauf (höchstens {max}).',
  },
  'engine.linkedin_inflates': {
    en: 'This LinkedIn export expands to far more data than a profile holds: download the export again, or upload a PDF of your profile.',
    de: 'Dieser LinkedIn-Export entpackt sich zu weit mehr Daten, als ein Profil enthält: Laden Sie den Export erneut herunter oder laden Sie ein PDF Ihres Profils hoch.',
  },
  'engine.linkedin_damaged': {
    en: 'This LinkedIn export is damaged: download it again.',
    de: 'Dieser LinkedIn-Export ist beschädigt: Laden Sie ihn erneut herunter.',
  },
  'engine.linkedin_no_profile': {
    en: 'This LinkedIn export holds no profile: request the export with "Profile" selected, or upload your CV.',
    de: 'Dieser LinkedIn-Export enthält kein Profil: Fordern Sie den Export mit ausgewähltem „Profil“ an oder laden Sie Ihren Lebenslauf hoch.',
  },
  'engine.json_too_long': {
    en: 'This JSON Resume holds {chars} characters; the limit is {max}.',
    de: 'Dieses JSON-Resume-Dokument enthält {chars} Zeichen; erlaubt sind höchstens {max}.',
  },
  'engine.json_too_deep': {
    en: 'This JSON Resume is nested more than {max} levels deep; a resume needs 5.',
    de: 'Dieses JSON-Resume-Dokument ist mehr als {max} Ebenen tief verschachtelt; ein Lebenslauf braucht 5.',
  },
  'engine.json_invalid': { en: 'Invalid JSON: {problem}.', de: 'Ungültiges JSON: {problem}.' },
  'engine.json_resume_not_object': {
    en: 'Invalid JSON Resume: the file must hold one JSON object.',
    de: 'Ungültiges JSON-Resume-Dokument: Die Datei muss genau ein JSON-Objekt enthalten.',
  },
  'engine.json_resume_no_sections': {
    en: 'Invalid JSON Resume: none of basics, work, education or skills is present.',
    de: 'Ungültiges JSON-Resume-Dokument: Keiner der Teile basics, work, education oder skills ist vorhanden.',
  },
  'engine.json_resume_bad_date': {
    en: 'Invalid JSON Resume: {path} "{value}" is not a date (use YYYY-MM-DD, YYYY-MM or YYYY).',
    de: 'Ungültiges JSON-Resume-Dokument: {path} „{value}“ ist kein Datum (verwenden Sie JJJJ-MM-TT, JJJJ-MM oder JJJJ).',
  },
  'engine.json_resume_invalid': {
    en: 'Invalid JSON Resume: {problems}.',
    de: 'Ungültiges JSON-Resume-Dokument: {problems}.',
  },

  // Tailored documents
  'document.not_found': {
    en: 'That document was not found.',
    de: 'Dieses Dokument wurde nicht gefunden.',
  },
  'document.changed_elsewhere': {
    en: 'This document was changed in another window. Reload it, or overwrite with your version.',
    de: 'Dieses Dokument wurde in einem anderen Fenster geändert. Laden Sie es neu oder überschreiben Sie es mit Ihrer Fassung.',
  },
  'document.kind_mismatch': {
    en: 'The content does not match the document kind.',
    de: 'Der Inhalt passt nicht zur Art des Dokuments.',
  },
  'document.field.expected_kind_cv': { en: 'Expected cv', de: 'Erwartet: Lebenslauf' },
  'document.field.expected_kind_cover_letter': {
    en: 'Expected cover_letter',
    de: 'Erwartet: Anschreiben',
  },
  'document.unknown_template': { en: 'Unknown template.', de: 'Unbekannte Vorlage.' },
  'document.field.choose_template': {
    en: 'Choose one of {templates}',
    de: 'Wählen Sie eine von: {templates}',
  },
  // A new document's name, until the user renames it.
  'document.title.cv': { en: 'Tailored CV — {job}', de: 'Angepasster Lebenslauf — {job}' },
  'document.title.cv_at': {
    en: 'Tailored CV — {job} at {company}',
    de: 'Angepasster Lebenslauf — {job} bei {company}',
  },
  'document.title.cover_letter': { en: 'Cover letter — {job}', de: 'Anschreiben — {job}' },
  'document.title.cover_letter_at': {
    en: 'Cover letter — {job} at {company}',
    de: 'Anschreiben — {job} bei {company}',
  },
  'document.too_large_to_export': {
    en: 'This document is too large to export as PDF or Word within our limits: shorten it, or export it as Markdown.',
    de: 'Dieses Dokument ist zu groß, um es innerhalb unserer Grenzen als PDF oder Word zu exportieren: Kürzen Sie es oder exportieren Sie es als Markdown.',
  },
  'document.needs_master_cv': {
    en: 'Add your master CV first.',
    de: 'Legen Sie zuerst Ihren Basis-Lebenslauf an.',
  },
  'document.only_own_keywords_confirmed': {
    en: 'Only keywords of this scan can be confirmed.',
    de: 'Nur Schlüsselwörter dieser Analyse können bestätigt werden.',
  },
  'document.only_letter_redrafted': {
    en: 'Only a cover letter can be redrafted in another tone.',
    de: 'Nur ein Anschreiben kann in einem anderen Ton neu entworfen werden.',
  },
  'document.field.expected_cover_letter': {
    en: 'Expected a cover letter',
    de: 'Erwartet: ein Anschreiben',
  },
  'document.scan_deleted': {
    en: 'The scan this letter was drafted from has been deleted, so it cannot be redrafted. Draft a new letter from another scan.',
    de: 'Die Analyse, aus der dieses Anschreiben entworfen wurde, ist gelöscht; es kann daher nicht neu entworfen werden. Entwerfen Sie ein neues Anschreiben aus einer anderen Analyse.',
  },
  'rephrase.unavailable': {
    en: 'Rephrasing is not available on this server.',
    de: 'Umformulieren ist auf diesem Server nicht verfügbar.',
  },
  'rephrase.pro_only': {
    en: 'Rephrasing is part of the Pro plan.',
    de: 'Umformulieren gehört zum Pro-Tarif.',
  },
  'rephrase.no_answer': {
    en: 'The rephrasing service did not answer. Try again later.',
    de: 'Der Dienst zum Umformulieren hat nicht geantwortet. Versuchen Sie es später erneut.',
  },

  // Account
  'account.not_found': { en: 'No such user.', de: 'Diesen Benutzer gibt es nicht.' },
  'account.avatar_type': {
    en: 'Upload a PNG, JPEG or WebP image.',
    de: 'Laden Sie ein PNG-, JPEG- oder WebP-Bild hoch.',
  },
  'account.no_avatar': { en: 'No avatar.', de: 'Kein Profilbild.' },
  'account.avatar_too_large': {
    en: 'The image is too large: 2 MB at most.',
    de: 'Das Bild ist zu groß: höchstens 2 MB.',
  },
  'account.choose_image': { en: 'Choose an image.', de: 'Wählen Sie ein Bild.' },
  'account.field.choose_image': { en: 'Choose an image', de: 'Wählen Sie ein Bild' },
  'account.confirm_password': {
    en: 'Enter your password to confirm.',
    de: 'Geben Sie zur Bestätigung Ihr Passwort ein.',
  },
  'account.field.enter_password': { en: 'Enter your password', de: 'Geben Sie Ihr Passwort ein' },
  'account.too_many_wrong_passwords': {
    en: 'Too many wrong passwords. Wait a moment and try again.',
    de: 'Zu viele falsche Passwörter. Warten Sie einen Moment und versuchen Sie es erneut.',
  },
  'account.wrong_password': {
    en: 'This is not your password.',
    de: 'Das ist nicht Ihr Passwort.',
  },
  'account.field.wrong_password': {
    en: 'This is not your password',
    de: 'Das ist nicht Ihr Passwort',
  },
  'account.delete_needs_fresh_sign_in': {
    en: 'To delete your account, sign out, sign in again and delete it within {minutes} minutes.',
    de: 'Um Ihr Konto zu löschen, melden Sie sich ab, wieder an und löschen Sie es innerhalb von {minutes} Minuten.',
  },
  'account.too_many_imports': {
    en: 'Too many imports in a short time. Try again in an hour.',
    de: 'Zu viele Importe in kurzer Zeit. Versuchen Sie es in einer Stunde erneut.',
  },
  'account.import_not_empty': {
    en: 'This account already has a CV, jobs, scans or documents. Import into a new, empty account.',
    de: 'Dieses Konto hat bereits einen Lebenslauf, Stellen, Analysen oder Dokumente. Importieren Sie in ein neues, leeres Konto.',
  },
  'account.import.duplicate_job': {
    en: 'The file lists the same job twice.',
    de: 'Die Datei enthält dieselbe Stelle zweimal.',
  },
  'account.import.duplicate_scan': {
    en: 'The file lists the same scan twice.',
    de: 'Die Datei enthält dieselbe Analyse zweimal.',
  },
  'account.import.duplicate_document': {
    en: 'The file lists the same document twice.',
    de: 'Die Datei enthält dasselbe Dokument zweimal.',
  },
  'account.import.scan_without_job': {
    en: 'A scan in the file belongs to no job of the file.',
    de: 'Eine Analyse in der Datei gehört zu keiner Stelle der Datei.',
  },
  'account.import.document_without_scan': {
    en: 'The document “{title}” points at a scan that is not in the file.',
    de: 'Das Dokument „{title}“ verweist auf eine Analyse, die nicht in der Datei ist.',
  },
  'account.import.document_without_job': {
    en: 'The document “{title}” points at a job that is not in the file.',
    de: 'Das Dokument „{title}“ verweist auf eine Stelle, die nicht in der Datei ist.',
  },
  'account.import.sent_cv_not_in_file': {
    en: 'The job “{title}” names a sent CV that is not a tailored CV of the file.',
    de: 'Die Stelle „{title}“ nennt einen gesendeten Lebenslauf, der kein angepasster Lebenslauf der Datei ist.',
  },
  'account.import.date_without_job': {
    en: 'A job date or status change has no job in the file.',
    de: 'Ein Termin oder Statuswechsel hat keine Stelle in der Datei.',
  },
  'account.import.too_many_dates': {
    en: 'A job of the file has more than {max} dates.',
    de: 'Eine Stelle der Datei hat mehr als {max} Termine.',
  },
  'account.import.future_dates': {
    en: 'The file has dates in the future: it was not made by a Jobfit export.',
    de: 'Die Datei enthält Daten in der Zukunft: Sie stammt nicht aus einem Jobfit-Export.',
  },

  // Sign-in and account security: Better Auth's answers, by their code (`AUTH_CODE_MESSAGES`);
  // the English is Better Auth's own, sent unchanged.
  'auth.invalid_token': {
    en: 'Invalid token',
    de: 'Dieser Link ist ungültig oder abgelaufen.',
  },
  'auth.token_expired': { en: 'Token expired', de: 'Dieser Link ist abgelaufen.' },
  'auth.invalid_password': { en: 'Invalid password', de: 'Das Passwort ist falsch.' },
  'auth.invalid_email_or_password': {
    en: 'Invalid email or password',
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
  },
  'auth.invalid_email': { en: 'Invalid email', de: 'Ungültige E-Mail-Adresse.' },
  'auth.email_not_verified': {
    en: 'Email not verified',
    de: 'Die E-Mail-Adresse ist noch nicht bestätigt.',
  },
  'auth.email_already_verified': {
    en: 'Email is already verified',
    de: 'Die E-Mail-Adresse ist bereits bestätigt.',
  },
  'auth.user_exists': {
    en: 'User already exists. Use another email.',
    de: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Verwenden Sie eine andere.',
  },
  'auth.password_too_short': { en: 'Password too short', de: 'Das Passwort ist zu kurz.' },
  'auth.password_too_long': { en: 'Password too long', de: 'Das Passwort ist zu lang.' },
  'auth.session_expired': {
    en: 'Session expired. Re-authenticate to perform this action.',
    de: 'Die Sitzung ist abgelaufen. Melden Sie sich erneut an, um dies zu tun.',
  },
  'auth.email_not_updatable': {
    en: 'Email can not be updated',
    de: 'Die E-Mail-Adresse kann nicht geändert werden.',
  },
  'auth.no_password': {
    en: 'Credential account not found',
    de: 'Dieses Konto hat kein Passwort.',
  },
  'auth.user_not_found': { en: 'User not found', de: 'Benutzer nicht gefunden.' },
  'auth.too_many_attempts': {
    en: 'Too many failed sign-ins. Wait a moment and try again.',
    de: 'Zu viele Versuche. Warten Sie einen Moment und versuchen Sie es erneut.',
  },

  // Billing
  'billing.not_set_up': {
    en: 'Online payment is not set up on this server: an administrator sets plans.',
    de: 'Online-Zahlung ist auf diesem Server nicht eingerichtet: Tarife vergibt ein Administrator.',
  },
  'billing.already_pro': {
    en: 'You are already on the Pro plan.',
    de: 'Sie nutzen bereits den Pro-Tarif.',
  },
  'billing.no_subscription': {
    en: 'There is no subscription to manage yet.',
    de: 'Es gibt noch kein Abonnement zu verwalten.',
  },
  'billing.webhook_too_large': {
    en: 'Webhook body too large.',
    de: 'Webhook-Inhalt zu groß.',
  },
  'billing.webhook_no_signature': {
    en: 'Missing Stripe-Signature header.',
    de: 'Der Header Stripe-Signature fehlt.',
  },
  'billing.webhook_bad_signature': {
    en: 'The webhook signature is not valid.',
    de: 'Die Webhook-Signatur ist nicht gültig.',
  },
} as const satisfies Record<string, { en: string; de: string }>;
