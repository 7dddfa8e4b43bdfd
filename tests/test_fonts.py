"""The Chinese, Japanese and Korean fonts Playmat ships hold every character its catalogues and
glossary write in their language (resources/fonts/README.md says how to make them again), and
Qt draws each language's text in its own font."""

from __future__ import annotations

import tomllib

import pytest
from fontTools.ttLib import TTFont
from PySide6.QtGui import QFontMetricsF

from playmat.face.fonts import families, font, shipped_families
from playmat.fonts import FONTS_DIR, LANGUAGE_FACES
from playmat.i18n.catalogue import CATALOGUE_DIR


def _written(language: str) -> set[str]:
    """The characters a language's catalogue and glossary write that DejaVu Sans doesn't
    draw: the CJK scripts and their punctuation."""
    text = "".join(
        path.read_text(encoding="utf-8") for path in (CATALOGUE_DIR / language).iterdir()
    )
    glossary = tomllib.loads((CATALOGUE_DIR / "glossary.toml").read_text(encoding="utf-8"))
    text += "".join(word for entry in glossary.values() for word in entry[language])
    dejavu = set(TTFont(str(FONTS_DIR / "DejaVuSans.ttf")).getBestCmap())
    return {char for char in text if ord(char) not in dejavu and ord(char) > 0x2E7F}


@pytest.mark.parametrize("language", sorted(LANGUAGE_FACES))
def test_the_languages_font_has_every_character_it_writes(language: str) -> None:
    written = _written(language)
    assert len(written) > 200  # the catalogue is in the language
    cmap = TTFont(str(FONTS_DIR / LANGUAGE_FACES[language])).getBestCmap()
    missing = sorted(char for char in written if ord(char) not in cmap)
    assert missing == [], "run installer/cjk_fonts.py (resources/fonts/README.md)"


@pytest.mark.parametrize(
    ("language", "family"),
    [("ja", "Noto Sans CJK JP"), ("zh-TW", "Noto Sans CJK TC"), ("ko", "Noto Sans CJK KR")],
)
def test_each_language_draws_in_its_own_font_first(language: str, family: str) -> None:
    assert family in shipped_families().values()
    assert families(language)[:2] == ["DejaVu Sans", family]


@pytest.mark.parametrize(
    ("language", "names"),
    [
        ("ja", "山田太郎 佐藤美咲 渡邊"),
        ("zh-TW", "小智 陳怡君 林志豪"),
        ("ko", "지우 김민준 이서연"),
    ],
)
def test_a_name_a_player_types_has_its_letters_in_the_languages_font(
    language: str, names: str
) -> None:
    """The registration sheet prints the player's name as typed, in their script."""
    cmap = TTFont(str(FONTS_DIR / LANGUAGE_FACES[language])).getBestCmap()
    assert [char for char in names.replace(" ", "") if ord(char) not in cmap] == []


def test_text_in_each_script_is_drawn_with_its_letters() -> None:
    """No character of the three languages falls to the missing-letter box."""
    metrics = QFontMetricsF(font(20))
    for text in ("弱点にげる", "弱點撤退", "약점후퇴"):
        assert all(metrics.inFontUcs4(ord(char)) for char in text), text
