"""The game's words are the rulebooks' own in every language: wherever an English pattern says
a term of the glossary (resources/i18n/glossary.toml, built from the rulebooks and their
difference notes), its translation says that language's word for it."""

from __future__ import annotations

import re
import tomllib

import pytest

from playmat.i18n.catalogue import CATALOGUE_DIR, catalogue_files
from playmat.i18n.pattern import parse, text_parts

LANGUAGES = ("ja", "zh-TW", "ko")
GLOSSARY = tomllib.loads((CATALOGUE_DIR / "glossary.toml").read_text(encoding="utf-8"))


def words(source: str) -> str:
    """A pattern's own words, in every branch, its placeholders written as …"""
    return "…".join(text_parts(parse(source)))


def says(translation: str, terms: list[str]) -> bool:
    """Whether the words hold one of ``terms``, placeholders between words ignored
    (基本{type}エネルギー says 基本エネルギー)."""
    joined = " ".join(translation.replace("…", "").split())
    return any(term in translation or term in joined for term in terms)


def test_every_term_has_a_word_in_every_language_and_a_source() -> None:
    assert len(GLOSSARY) >= 50
    for name, entry in GLOSSARY.items():
        re.compile(entry["english"])
        assert entry["source"], name
        for language in LANGUAGES:
            assert entry[language] and all(entry[language]), f"{name}: {language}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_translations_use_the_glossarys_words(language: str) -> None:
    english = {
        key: source for found in catalogue_files("en").values() for key, source in found.items()
    }
    translated = {
        key: text for found in catalogue_files(language).values() for key, text in found.items()
    }
    missed = []
    for key, source in english.items():
        said = words(source)
        target = words(translated.get(key, ""))
        for term, entry in GLOSSARY.items():
            if re.search(entry["english"], said) and not says(target, entry[language]):
                missed.append(f"{key}: {term} ({' / '.join(entry[language])})")
    assert missed == []


def test_the_check_finds_a_term_left_out() -> None:
    """It can fail: a Japanese line for "Weakness" without 弱点 is caught."""
    entry = GLOSSARY["weakness"]
    assert re.search(entry["english"], words("{pokemon} has no Weakness."))
    assert not says(words("{pokemon}には弱さがない。"), entry["ja"])
    assert says(words("基本{type}エネルギー"), GLOSSARY["basic_energy"]["ja"])
