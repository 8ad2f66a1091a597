#!/bin/sh
# Stands in for Prisma's schema engine where it could not be downloaded, so
# `prisma generate` runs; commands that need the engine fail with this message.
echo "Prisma's schema engine is not installed on this machine (it is downloaded from outside the npm registry). Use 'npm run db:migrate', which applies migrations without it." >&2
exit 1
