"""The German and Spanish catalogues read as a native speaker writes: phrases players found
clumsy or wrong stay out, and the words for one thing stay the same across texts."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import t

LOCALES = Path(__file__).resolve().parents[2] / "bot" / "locales"

# Phrases that once read wrong, in the catalogue's own text: a literal translation, a word said
# twice, an English word in a sentence, a word left from another name for the same thing.
AVOIDED = {
    "de": [
        "Mach mit über",  # "Mitmachen über" is not how one asks to join
        "mit dem Huhn (",  # the card's name says Huhn already
        "wer zuerst kommt!",  # half a proverb
        "nimm das aktuelle Spielbrett",  # one does not "take" a board
        "läuft ab {",  # the time "runs out" after the time, not before it
        "Plättchen",  # the tiles are Portionen everywhere else
        "ist die Zeit abgelaufen",  # "{name} ist die Zeit abgelaufen" reads as nominative
        "Können:",  # a skill number the reader has to decode
    ],
    "es": [
        "jugador del ordenador",  # reads as "the computer's player"
        "Ordenador {",  # "🤖 Ordenador 1" names a machine, not a player
        "montón nuevo {",  # "un montón nuevo 2": the number belongs to the pile
        "Quitar {",  # a steal is "robar", as everywhere else
        "le quita la ficha",
        "Habilidad:",  # a skill number the reader has to decode
    ],
}


def catalogue(lang: str) -> str:
    return "\n".join(path.read_text() for path in sorted((LOCALES / lang).glob("*.ftl")))


@pytest.mark.parametrize("lang", sorted(AVOIDED))
def test_the_catalogue_avoids_the_phrases_that_read_wrong(lang):
    text = catalogue(lang)
    found = [phrase for phrase in AVOIDED[lang] if phrase in text]
    assert not found, f"{lang}: {found}"


@pytest.mark.parametrize(
    ("lang", "english", "spanish"),
    [
        ("de", "Englisch", "Spanisch"),
        ("es", "inglés", "español"),
        ("fr", "anglais", "espagnol"),
        ("it", "inglese", "spagnolo"),
        ("pt-BR", "inglês", "espanhol"),
    ],
)
def test_a_language_is_named_in_the_sentences_own_language(lang, english, spanish):
    assert t(lang, "settings-language-set", language="en").endswith(f" {english}.")
    assert f" {spanish}" in t(lang, "settings-language-set", language="es")
    assert "English" not in t(lang, "locale-note", language="en")


def test_the_german_reminder_puts_the_time_before_the_verb_ends():
    text = t("de", "ping-reminder", name="@a", game="Heckmeck", when="in 5 Sekunden", link="x")
    assert "die Zeit läuft in 5 Sekunden ab" in text


def test_the_spanish_steal_button_says_steal_as_the_odds_and_the_log_do():
    button = t("es", "button-steal", tile=21, name="pablo")
    assert button.startswith("Robar la 21")
    assert t("es", "odds-choice-steal", tile=21, name="pablo").lower() == button.lower()
    assert "roba" in t("es", "log-stole", tile=21, victim="pablo")
