"""The catalogues of Japanese, Traditional Chinese and Korean are in step with the English one,
which the code is in step with (test_message_walk, test_ids_in_code): every id in every
language and in the same file, no id English no longer has, nothing empty, nothing left in
English, and every argument the English words show shown in each translation too."""

from __future__ import annotations

import json
import re

import pytest

from playmat.i18n.catalogue import CATALOGUE_DIR, catalogue_files, fingerprint
from playmat.i18n.pattern import Number, Pattern, Placeholder, parse, placeholder_names, text_parts

TRANSLATIONS = ("ja", "zh-TW", "ko")
ENGLISH = catalogue_files("en")

#: Patterns a translation rightly writes as English does: names and marks every language
#: prints in Latin letters, and patterns of placeholders and punctuation only.
SAME_AS_ENGLISH = {
    "face.hp",  # HP, as every language's cards print it
    "card_detail.hp",
    "registration.regulation_mark",  # REG, the mark's column on the Play! Pokémon sheet
    "card_list.hp",
    "startup.title",  # Playmat, the program's name
    "main_window.title",
}


#: argparse's own placeholders, which its phrases (the catalogue's [argparse]) must keep.
PERCENT = re.compile(r"%\([a-z_]+\)[a-z]|%[sdr]")


def _shown(pattern: Pattern) -> set[str]:
    """The arguments whose words or number a pattern shows (not those that only choose a
    branch: a language without plural forms needs no count to word a noun)."""
    shown: set[str] = set()
    for part in pattern:
        if isinstance(part, Placeholder):
            if part.kind in ("", "sentences"):
                shown.add(part.name)
            for branch in part.branches.values():
                if part.kind == "plural" and any(isinstance(p, Number) for p in branch):
                    shown.add(part.name)
                shown |= _shown(branch)
    return shown


def _select_keys(pattern: Pattern) -> dict[str, set[str]]:
    keys: dict[str, set[str]] = {}
    for part in pattern:
        if isinstance(part, Placeholder) and part.kind == "select":
            keys.setdefault(part.name, set()).update(part.branches)
        if isinstance(part, Placeholder):
            for branch in part.branches.values():
                for name, found in _select_keys(branch).items():
                    keys.setdefault(name, set()).update(found)
    return keys


def _has_words(source: str) -> bool:
    """Whether a pattern has words of its own (not only placeholders and marks)."""
    return bool(re.search(r"[A-Za-z]{2,}", " ".join(text_parts(parse(source)))))


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_file_and_id_of_english_and_no_other(language: str) -> None:
    translated = catalogue_files(language)
    assert sorted(translated) == sorted(ENGLISH)
    for name, english in ENGLISH.items():
        missing = sorted(set(english) - set(translated[name]))
        stale = sorted(set(translated[name]) - set(english))
        assert (missing, stale) == ([], []), f"{language}/{name}: missing, stale"


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_translation_is_finished(language: str) -> None:
    """Parses, isn't empty where English isn't, isn't English left as it was, shows every
    argument English shows and names no argument English lacks, chooses by English's keys."""
    problems = []
    for name, english in ENGLISH.items():
        translated = catalogue_files(language)[name]
        for key, source in english.items():
            target = translated.get(key)
            if target is None:
                continue
            where = f"{language}/{name}: {key}"
            english_pattern, pattern = parse(source), parse(target)
            if source.strip() and not target.strip():
                problems.append(f"{where} is empty")
            if target == source and _has_words(source) and key not in SAME_AS_ENGLISH:
                problems.append(f"{where} is still in English")
            if not _shown(english_pattern) <= placeholder_names(pattern):
                missing = _shown(english_pattern) - placeholder_names(pattern)
                problems.append(f"{where} doesn't show {sorted(missing)}")
            if not placeholder_names(pattern) <= placeholder_names(english_pattern):
                unknown = placeholder_names(pattern) - placeholder_names(english_pattern)
                problems.append(f"{where} names {sorted(unknown)}")
            english_keys = _select_keys(english_pattern)
            for placeholder, keys in _select_keys(pattern).items():
                if not keys <= english_keys.get(placeholder, set()) | {"other"}:
                    problems.append(f"{where}: {placeholder} chooses by {sorted(keys)}")
            if any("\ufffd" in text for text in text_parts(pattern)):
                problems.append(f"{where} has a broken character")
            if set(PERCENT.findall(source)) != set(PERCENT.findall(target)):
                problems.append(f"{where} doesn't keep argparse's {PERCENT.findall(source)}")
    assert problems == []


def test_a_shown_argument_is_told_from_a_choosing_one() -> None:
    """The check above can fail: a translation that drops a count English shows is caught,
    one that drops a count English only chooses a word by is not."""
    shown = _shown(parse("{count, plural, one {a card} other {# cards}} in {place}"))
    assert shown == {"count", "place"}
    assert _shown(parse("{count, plural, one {it} other {them}}")) == set()


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_translation_was_made_from_todays_english(language: str) -> None:
    """An English message changed since it was translated is a translation to check again:
    resources/i18n/translated_from.json records the English each one was made from."""
    record = json.loads((CATALOGUE_DIR / "translated_from.json").read_text(encoding="utf-8"))
    english = {key: text for found in ENGLISH.values() for key, text in found.items()}
    made_from = record[language]
    changed = sorted(
        key for key, text in english.items() if made_from.get(key) != fingerprint(text)
    )
    assert changed == [], "check these, then run installer/translated_from.py " + language


def test_a_changed_english_message_is_caught() -> None:
    """The fingerprint check can fail: another English gives another fingerprint."""
    assert fingerprint("you can use this card") != fingerprint("this can be used")
