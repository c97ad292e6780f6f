#!/bin/sh
# Prisma's schema engine cannot be downloaded on the machines that build KaamSetu. This stub lets
# `prisma generate`, `validate` and `format` run; migrations are hand-written SQL applied by the
# app's own runner (api/src/db/migrate.ts). See ARCHITECTURE.md, "Prisma here".
echo "prisma: the schema engine is not installed here; migrations run with 'npm start' (api/src/db/migrate.ts)" >&2
exit 1
