## The database cannot take a write right now (disk full, locked by another program, read-only).

storage-unavailable = The bot cannot save right now, so nothing was changed. Please try again in a moment.
