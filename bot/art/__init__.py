"""Pictures drawn by the bot's own code (Pillow): the dice faces and tiles uploaded as
application emojis (emoji_art.py), and the image card of a finished game (card.py). Nothing here
copies artwork from the published games."""
