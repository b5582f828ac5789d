"""The read-only web pages: a server's leaderboards, its players' profiles and its games' pages
with their replays, for servers that turned them on. They read the store through bot/storage's
queries, never discord nor the cogs (tests/architecture knows the layer)."""
