"""Printed sheets are set in the fonts Playmat ships (resources/fonts/), never the system's,
and embed them."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from pdf_reading import embedded_fonts, pdf_text
from print_fixtures import Entries

from playmat.printing.paper import A4
from playmat.printing.pdf_output import write_pdf
from playmat.printing.registration import Player, registration
from playmat.printing.registration_layout import registration_document


def test_the_registration_sheet_embeds_the_shipped_dejavu_sans(
    starter_deck: Entries, tmp_path: Path
) -> None:
    player = Player(name="Zoé Ketchum δ", player_id="1234567", birth_date=date(2012, 5, 31))
    sheet = registration(starter_deck, player, date(2026, 9, 1), "Starter")
    path = tmp_path / "sheet.pdf"
    write_pdf(registration_document(sheet, A4, printed=date(2026, 9, 1)), path)
    assert embedded_fonts(path) == {"DejaVuSans", "DejaVuSans-Bold"}
    assert "Zoé Ketchum δ" in pdf_text(path)
