"""Printed sheets are set in the fonts Playmat ships (resources/fonts/), never the system's."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from print_fixtures import Entries
from pypdf import PdfReader

from playmat.printing.fonts import face_for
from playmat.printing.paper import A4
from playmat.printing.pdf_output import write_pdf
from playmat.printing.registration import Player, registration
from playmat.printing.registration_layout import registration_document


def test_the_registration_sheet_embeds_the_shipped_dejavu_sans(
    starter_deck: Entries, tmp_path: Path
) -> None:
    player = Player(name="Zoé Ketchum", player_id="1234567", birth_date=date(2012, 5, 31))
    sheet = registration(starter_deck, player, date(2026, 9, 1), "Starter")
    path = tmp_path / "sheet.pdf"
    write_pdf(registration_document(sheet, A4, printed=date(2026, 9, 1)), path)
    page = PdfReader(path).pages[0]
    fonts = page["/Resources"]["/Font"]
    names = {str(fonts[key]["/BaseFont"]).split("+", 1)[1] for key in fonts}
    assert names == {"DejaVuSans", "DejaVuSans-Bold"}
    assert "Zoé Ketchum" in page.extract_text()


def test_card_names_letters_are_all_in_the_main_face() -> None:
    for text in ("Pokémon", "Nidoran♀", "Latias δ", "Prism Star ◇", "Pikachu ★"):
        assert face_for(text) == "DejaVuSans.ttf"
        assert face_for(text, bold=True) == "DejaVuSans-Bold.ttf"


def test_without_a_font_for_them_other_scripts_stay_in_the_main_face() -> None:
    """No shipped font has these letters yet (a CJK font dropped into resources/fonts/ will):
    they print as DejaVu Sans's missing-letter box rather than failing."""
    assert face_for("ピカチュウ") == "DejaVuSans.ttf"
