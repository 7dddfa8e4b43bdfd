"""Korean particles that depend on the word before them: 을/를, 이/가, 은/는, 와/과, 으로/로,
이나/나, 이라는/라는.

A Korean pattern writes the particle after a placeholder in both forms, ``{card}을(를)``,
``{zone}(으)로``; once
the words are in, the form that fits the last syllable is kept (``이상해씨를``, ``벤치를``,
``10을``). After a word whose sound the letters don't tell (a card's English name), both forms
stay, as Korean software writes them.
"""

from __future__ import annotations

import re

#: Each particle in its two written orders -> (after a final consonant, after a vowel).
_PARTICLES = {
    "을(를)": ("을", "를"),
    "를(을)": ("을", "를"),
    "이(가)": ("이", "가"),
    "가(이)": ("이", "가"),
    "은(는)": ("은", "는"),
    "는(은)": ("은", "는"),
    "과(와)": ("과", "와"),
    "와(과)": ("과", "와"),
    "으로(로)": ("으로", "로"),
    "로(으로)": ("으로", "로"),
    "(으)로": ("으로", "로"),
    "(이)나": ("이나", "나"),
    "(이)라는": ("이라는", "라는"),
}
_PATTERN = re.compile("|".join(re.escape(written) for written in _PARTICLES))
#: Marks that may stand between a word and its particle: 「포켓몬」을(를).
_CLOSING = "」』)]'\"’”"
_FIRST_SYLLABLE = 0xAC00
_LAST_SYLLABLE = 0xD7A3
#: The final consonant ㄹ (after it, 으로 is 로).
_RIEUL = 8
#: How the last digit of a number is read: its final consonant (0 none, 8 ㄹ, other any).
_DIGITS = {"0": 1, "1": _RIEUL, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": _RIEUL, "8": _RIEUL}


def _final_consonant(char: str) -> int | None:
    """The final consonant of a syllable or digit (0: none), ``None`` when unknown."""
    code = ord(char)
    if _FIRST_SYLLABLE <= code <= _LAST_SYLLABLE:
        return (code - _FIRST_SYLLABLE) % 28
    if char.isdigit():
        return _DIGITS.get(char, 0)
    return None


def attach_particles(text: str) -> str:
    """``text`` with every two-form particle reduced to the form its word takes."""

    def fitting(match: re.Match[str]) -> str:
        written = match.group(0)
        before = text[: match.start()].rstrip(_CLOSING)
        final = _final_consonant(before[-1]) if before else None
        if final is None:
            return written
        after_consonant, after_vowel = _PARTICLES[written]
        if after_consonant == "으로":
            return after_vowel if final in (0, _RIEUL) else after_consonant
        return after_consonant if final else after_vowel

    return _PATTERN.sub(fitting, text)
