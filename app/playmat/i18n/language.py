"""Which language Playmat speaks: the languages it has catalogues for, the one chosen for this
run, and how it is chosen.

The choice, strongest first: the command line's ``--lang``, the ``PLAYMAT_LANG`` variable,
the player's preference (the GUI's Preferences), then the system's locale; English when none
names a language Playmat speaks. The choice is made once at start-up (and again when the
player changes it in Preferences) and held here, so every reader of the catalogue without a
language of its own speaks it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

ENGLISH = "en"
#: The languages a player may choose, by code, each named in its own words.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "ja": "日本語",
    "zh-TW": "繁體中文",
    "ko": "한국어",
}
#: A made-up language for tests and for checking windows by eye: every string of English
#: changed and 40% longer (:mod:`playmat.i18n.pseudo`). Only ``PLAYMAT_LANG`` selects it.
PSEUDO = "pseudo"
ENVIRONMENT_VARIABLE = "PLAYMAT_LANG"

_current = ENGLISH


class UnknownLanguage(ValueError):
    """``--lang`` or ``PLAYMAT_LANG`` names a language Playmat has no catalogue for."""

    def __init__(self, source: str, value: str) -> None:
        super().__init__(f"{source}={value}")
        self.source = source
        self.value = value


def current_language() -> str:
    return _current


def set_language(language: str) -> None:
    """Speak ``language`` from now on (a code of :data:`LANGUAGES` or :data:`PSEUDO`)."""
    global _current
    if language not in LANGUAGES and language != PSEUDO:
        raise ValueError(f"Playmat has no catalogue for {language!r}")
    _current = language


def language_of(name: str) -> str | None:
    """The language Playmat speaks that a locale or language tag names, or ``None``:
    ``ja_JP.UTF-8`` -> ``ja``, ``zh-Hant-TW``, ``zh_HK`` -> ``zh-TW``, ``ko-KR`` -> ``ko``.

    Chinese in any script is read as Traditional Chinese, the only Chinese Playmat has (a
    reader of Simplified Chinese reads it more easily than English)."""
    tag = name.split(".", 1)[0].split("@", 1)[0].replace("_", "-").strip()
    if tag == PSEUDO:
        return PSEUDO
    first = tag.split("-", 1)[0].lower()
    if first == "zh":
        return "zh-TW"
    return first if first in LANGUAGES else None


def system_languages(environ: Mapping[str, str] | None = None) -> list[str]:
    """The languages the POSIX locale variables ask for, most wanted first: ``LANGUAGE`` (a
    list), else the first set of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``."""
    environ = os.environ if environ is None else environ
    wanted: list[str] = []
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if value:
            if value not in ("C", "POSIX") and not value.startswith("C."):
                wanted = [*environ.get("LANGUAGE", "").split(":"), value]
            break
    return [item for item in wanted if item]


def choose_language(
    requested: str | None = None,
    preferred: str | None = None,
    system: Sequence[str] = (),
    environ: Mapping[str, str] | None = None,
) -> str:
    """The language to speak: ``requested`` (``--lang``), ``PLAYMAT_LANG``, ``preferred``
    (the player's preference), then the first of ``system`` (locale names, most wanted first)
    that Playmat speaks; English when none does.

    Raises :class:`UnknownLanguage` when ``requested`` or ``PLAYMAT_LANG`` is not a language
    Playmat speaks: the caller tells the player."""
    environ = os.environ if environ is None else environ
    given = (("--lang", requested), (ENVIRONMENT_VARIABLE, environ.get(ENVIRONMENT_VARIABLE)))
    for source, value in given:
        if value:
            language = language_of(value)
            if language is None:
                raise UnknownLanguage(source, value)
            return language
    if preferred and preferred in LANGUAGES:
        return preferred
    for name in system:
        language = language_of(name)
        if language is not None and language != PSEUDO:
            return language
    return ENGLISH
