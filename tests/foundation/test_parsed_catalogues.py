"""The parsed Fluent catalogues kept between runs (bot/parsed_catalogues.py), seen through
bot.i18n: a kept parse is used only for the very files it was made from."""

from __future__ import annotations

import sys

import pytest

from bot import i18n, parsed_catalogues


@pytest.fixture
def catalogue(tmp_path, monkeypatch):
    """bot.i18n pointed at a throw-away catalogue with one file per language, its parse kept in
    its own __pycache__."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(sys, "pycache_prefix", None)
    for lang in i18n.SUPPORTED:
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "test.ftl").write_text(f"greeting = hello in {lang}\n", "utf-8")
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    i18n.reload()
    yield tmp_path
    i18n.reload()


def _kept(folder):
    return sorted(p.name for p in (folder / parsed_catalogues.CACHE_FOLDER).glob("*.pickle"))


def test_a_second_load_reads_the_kept_parse_instead_of_parsing(catalogue):
    assert i18n.t("de", "greeting") == "hello in de"
    assert [name.split("-")[1] for name in _kept(catalogue)] == ["de"]
    contents = [("de/test.ftl", (catalogue / "de" / "test.ftl").read_bytes())]

    def must_not_parse():
        raise AssertionError("parsed again although the files did not change")

    parsed = parsed_catalogues.load("de", catalogue, contents, must_not_parse)
    assert [name for name, _ in parsed] == ["de/test.ftl"]


def test_an_edited_catalogue_is_parsed_afresh_and_replaces_the_old_parse(catalogue):
    assert i18n.t("en", "greeting") == "hello in en"
    before = _kept(catalogue)
    (catalogue / "en" / "test.ftl").write_text("greeting = goodbye\n", "utf-8")
    i18n.reload()
    assert i18n.t("en", "greeting") == "goodbye"
    after = _kept(catalogue)
    assert len(after) == len(before)  # the old parse of English is gone
    assert after != before


def test_a_broken_kept_parse_is_parsed_again(catalogue):
    assert i18n.t("es", "greeting") == "hello in es"
    for kept in (catalogue / parsed_catalogues.CACHE_FOLDER).glob("*.pickle"):
        kept.write_bytes(b"not a pickle")
    i18n.reload()
    assert i18n.t("es", "greeting") == "hello in es"


def test_an_unwritable_folder_still_gives_the_catalogue(catalogue):
    (catalogue / parsed_catalogues.CACHE_FOLDER).write_text("a file where the folder would be")
    i18n.reload()
    assert i18n.t("de", "greeting") == "hello in de"


def test_a_syntax_error_names_its_file_and_line(catalogue):
    (catalogue / "en" / "test.ftl").write_text("ok = fine\n\nbroken = { $x\n", "utf-8")
    i18n.reload()
    with pytest.raises(ValueError, match=r"en/test\.ftl:3: Fluent syntax error"):
        i18n.t("en", "ok")


def test_the_parse_is_kept_where_python_keeps_bytecode(catalogue, tmp_path_factory, monkeypatch):
    prefix = tmp_path_factory.mktemp("prefix")
    monkeypatch.setattr(sys, "pycache_prefix", str(prefix))
    assert i18n.t("de", "greeting") == "hello in de"
    assert not (catalogue / parsed_catalogues.CACHE_FOLDER).exists()
    assert len(list(prefix.rglob("catalogue-de-*.pickle"))) == 1
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    (catalogue / "es" / "test.ftl").write_text("greeting = hola\n", "utf-8")
    i18n.reload()
    assert i18n.t("es", "greeting") == "hola"
    assert not list(prefix.rglob("catalogue-es-*.pickle"))
