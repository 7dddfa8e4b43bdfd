"""argparse's own words (``usage:``, ``error:``, ``invalid choice``...) in the reader's
language.

argparse looks each of its phrases up through its module's gettext functions, ``_`` and
``ngettext``, when it says them; Playmat points those at its catalogue, so the command line
has one catalogue like the rest of Playmat. A phrase not listed here (argparse adds some in new
Python versions) stays in English.
"""

from __future__ import annotations

import argparse

from playmat.i18n.catalogue import t

#: argparse's phrases (as argparse writes them) -> their catalogue ids.
PHRASES = {
    "usage: ": "argparse.usage",
    "options": "argparse.options",
    "positional arguments": "argparse.positional_arguments",
    "show this help message and exit": "argparse.help",
    "%(prog)s: error: %(message)s\n": "argparse.error",
    "argument %(argument_name)s: %(message)s": "argparse.argument",
    "ambiguous option: %(option)s could match %(matches)s": "argparse.ambiguous_option",
    "expected one argument": "argparse.expected_one",
    "expected at least one argument": "argparse.expected_at_least_one",
    "expected at most one argument": "argparse.expected_at_most_one",
    "invalid %(type)s value: %(value)r": "argparse.invalid_value",
    "invalid choice: %(value)r (choose from %(choices)s)": "argparse.invalid_choice",
    "not allowed with argument %s": "argparse.not_allowed_with",
    "one of the arguments %s is required": "argparse.one_required",
    "the following arguments are required: %s": "argparse.required",
    "unrecognized arguments: %s": "argparse.unrecognized",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "argparse.unknown_parser",
    "can't open '%(filename)s': %(error)s": "argparse.cannot_open",
}


def _phrase(text: str) -> str:
    key = PHRASES.get(text)
    return t(key) if key else text


def _counted_phrase(singular: str, plural: str, count: int) -> str:
    if singular == "expected %s argument":
        return t("argparse.expected_count", count=count)
    return singular if count == 1 else plural


def speak_the_readers_language() -> None:
    """Have argparse say its phrases through the catalogue from now on."""
    argparse._ = _phrase  # type: ignore[attr-defined]
    argparse.ngettext = _counted_phrase  # type: ignore[attr-defined]
