"""Make the Chinese, Japanese and Korean fonts Playmat ships: subsets of Noto Sans CJK holding
the characters its catalogues and glossary use in each language, so the fonts are small enough
for the repository and everything Playmat writes in those languages is drawn and printed the
same on every machine (card names and texts stay English, so nothing else is needed).

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


def characters(language: str) -> set[str]:
    """Every character the language's catalogue files and its glossary words use, beyond
    those DejaVu Sans draws (Latin, Greek, symbols)."""
    text = "".join(
        path.read_text(encoding="utf-8") for path in sorted((CATALOGUES / language).glob("*.toml"))
    )
    glossary = tomllib.loads((CATALOGUES / "glossary.toml").read_text(encoding="utf-8"))
    text += "".join(word for entry in glossary.values() for word in entry[language])
    return {char for char in text + "".join(ALWAYS) if ord(char) >= 0x2E80}


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
