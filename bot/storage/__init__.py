"""The bot's database: one interface (base.py), SQLite (sqlite.py) or PostgreSQL (postgres.py).
Its types are imported from where they live: base.py, and bot/domain/records.py for a game."""
