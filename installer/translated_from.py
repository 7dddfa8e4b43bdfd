"""Record which English each translation was made from, so that a change to an English message
shows as a translation to look at again (as Qt Linguist marks a changed source "unfinished").

    python installer/translated_from.py [LANGUAGE...]

For each language (all by default), it writes into ``resources/i18n/translated_from.json`` a
short fingerprint of the English pattern of every id the language has. Run it for a language
after checking (and, where needed, changing) the translations that
``tests/i18n/test_translations.py`` names as made from an older English.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))

from playmat.i18n.catalogue import CATALOGUE_DIR, catalogue_files, fingerprint  # noqa: E402

RECORD = ROOT / "resources" / "i18n" / "translated_from.json"
TRANSLATIONS = ("ja", "zh-TW", "ko")


def fingerprints(language: str) -> dict[str, str]:
    """The fingerprint of today's English of every id ``language`` translates."""
    english = {key: text for found in catalogue_files("en").values() for key, text in found.items()}
    translated = {key for found in catalogue_files(language).values() for key in found}
    return {key: fingerprint(english[key]) for key in sorted(translated) if key in english}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("languages", nargs="*", default=list(TRANSLATIONS))
    args = parser.parse_args(argv)
    record = json.loads(RECORD.read_text(encoding="utf-8")) if RECORD.exists() else {}
    for language in args.languages:
        if not (CATALOGUE_DIR / language).is_dir():
            parser.error(f"no catalogue for {language}")
        record[language] = fingerprints(language)
    RECORD.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
