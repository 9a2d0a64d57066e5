#!/bin/sh
# Refresh the .ts files from the Python sources (keeps existing translations), then compile the .qm.
# Run from the repository root: sh resources/translations/update.sh
set -e
pyside6-lupdate -extensions py -no-obsolete -source-language en tdesk -ts resources/translations/tdesk_ru.ts resources/translations/tdesk_sv.ts resources/translations/tdesk_zh_CN.ts
pyside6-lrelease resources/translations/tdesk_ru.ts resources/translations/tdesk_sv.ts resources/translations/tdesk_zh_CN.ts
