"""Make the Chinese, Japanese and Korean fonts Playmat ships: subsets of Noto Sans CJK holding
the characters its catalogues and glossary use in each language, and the characters a player of
that language types (a name on the registration sheet, a deck's name): the character set of the
language's everyday encoding (Japanese: JIS X 0208; Traditional Chinese: Big5's frequently used
characters; Korean: the 2,350 syllables of KS X 1001). Everything Playmat writes in those
languages, and what a player writes, is drawn and printed the same on every machine, with no
font of the system's (card names and texts stay English); the three files are about 7 MB.

Run it after a translation adds characters (tests/test_fonts.py says which are missing):

    sudo apt-get install fonts-noto-cjk    # or any copy of the two .ttc files
    .venv/bin/python installer/cjk_fonts.py /usr/share/fonts/opentype/noto

It writes resources/fonts/NotoSansCJK{jp,tc,kr}-Playmat.otf from NotoSansCJK-Regular.ttc.
Only the regular weight is shipped, to keep the repository small: Qt draws bold from it.
Needs fontTools (in the test dependencies).
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "resources" / "i18n"
FONTS = ROOT / "resources" / "fonts"
#: Each language: the font of the collection drawn in its own way, and the file made from it.
LANGUAGES = {
    "ja": ("Noto Sans CJK JP", "NotoSansCJKjp-Playmat"),
    "zh-TW": ("Noto Sans CJK TC", "NotoSansCJKtc-Playmat"),
    "ko": ("Noto Sans CJK KR", "NotoSansCJKkr-Playmat"),
}
#: Kept whatever the catalogues say: CJK punctuation, the kana and fullwidth forms.
ALWAYS = (
    [chr(code) for code in range(0x3000, 0x3100)]
    + [chr(code) for code in range(0xFF01, 0xFF5F)]
    + [chr(code) for code in range(0x30FB, 0x30FD)]
)


def _decoded(encoding: str, lead: range, trail: list[int]) -> set[str]:
    """The characters of a double-byte encoding with these lead and trail bytes."""
    found = set()
    for high in lead:
        for low in trail:
            try:
                found.add(bytes([high, low]).decode(encoding))
            except UnicodeDecodeError:
                continue
    return found


def typed(language: str) -> set[str]:
    """The characters a player of ``language`` types, by the language's everyday encoding."""
    if language == "ja":  # JIS X 0208, every row: kana, both levels of kanji, symbols
        return _decoded("euc_jp", range(0xA1, 0xF5), list(range(0xA1, 0xFF)))
    if language == "zh-TW":  # Big5's frequently used characters (A440-C67E) and symbols
        return _decoded("big5", range(0xA1, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)])
    # KS X 1001's 2,350 Hangul syllables
    return _decoded("euc_kr", range(0xB0, 0xC9), list(range(0xA1, 0xFF)))


def characters(language: str) -> set[str]:
    """Every character the language's catalogue files and its glossary words use and its
    players type, beyond those DejaVu Sans draws (Latin, Greek, symbols)."""
    text = "".join(
        path.read_text(encoding="utf-8") for path in sorted((CATALOGUES / language).glob("*.toml"))
    )
    glossary = tomllib.loads((CATALOGUES / "glossary.toml").read_text(encoding="utf-8"))
    text += "".join(word for entry in glossary.values() for word in entry[language])
    text += "".join(ALWAYS) + "".join(typed(language))
    return {char for char in text if ord(char) >= 0x2E80}


def font_number(collection: Path, family: str) -> int:
    for index, font in enumerate(TTCollection(str(collection)).fonts):
        if font["name"].getDebugName(1) == family:
            return index
    raise SystemExit(f"{collection} has no {family}")


def make(collection: Path, family: str, output: Path, text: set[str]) -> None:
    options = subset.Options()
    options.font_number = font_number(collection, family)
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.hinting = False
    font = subset.load_font(str(collection), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(sorted(text)))
    subsetter.subset(font)
    subset.save_font(font, str(output), options)
    print(f"{output.name}: {len(text)} characters, {output.stat().st_size // 1024} KB")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="the folder of NotoSansCJK-Regular.ttc")
    args = parser.parse_args(argv)
    collection = args.folder / "NotoSansCJK-Regular.ttc"
    for language, (family, name) in LANGUAGES.items():
        make(collection, family, FONTS / f"{name}.otf", characters(language))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
