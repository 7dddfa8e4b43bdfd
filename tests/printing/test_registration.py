"""The deck registration sheet: age divisions by birth year and season, the deck grouped as the
Play! Pokémon sheet asks, totals that add up to the deck, and the PDF a judge reads."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from pdf_reading import pdf_text, read_pdf
from print_fixtures import Entries, bare_card

from playmat.i18n.catalogue import Reader
from playmat.printing.divisions import Division, birth_years, division_for, season_of
from playmat.printing.errors import PrintError
from playmat.printing.page import Line, Rectangle
from playmat.printing.paper import A4, LETTER
from playmat.printing.pdf_output import write_pdf
from playmat.printing.registration import Player, registration
from playmat.printing.registration_layout import registration_document

EVENT = date(2026, 9, 12)  # in the 2027 season
PLAYER = Player("Ash Ketchum", "1234567", date(2012, 5, 31))


@pytest.mark.parametrize(
    ("day", "season"),
    [(date(2026, 6, 30), 2026), (date(2026, 7, 1), 2027), (date(2027, 6, 30), 2027)],
)
def test_a_season_runs_from_july_to_june(day: date, season: int) -> None:
    assert season_of(day) == season


@pytest.mark.parametrize(
    ("birth_year", "division"),
    [
        (2018, Division.JUNIOR),
        (2015, Division.JUNIOR),
        (2014, Division.SENIOR),
        (2011, Division.SENIOR),
        (2010, Division.MASTERS),
        (1985, Division.MASTERS),
    ],
)
def test_divisions_of_the_2027_season(birth_year: int, division: Division) -> None:
    assert division_for(birth_year, 2027) is division


def test_the_cut_offs_move_with_the_season() -> None:
    assert division_for(2015, 2028) is Division.SENIOR
    reader = Reader()
    assert reader.words(birth_years(Division.SENIOR, 2027)) == "born 2011–2014"
    assert reader.words(birth_years(Division.JUNIOR, 2027)) == "born 2015 or later"
    assert reader.words(birth_years(Division.MASTERS, 2027)) == "born 2010 or earlier"


def test_the_deck_is_grouped_and_the_totals_add_up(starter_deck: Entries) -> None:
    sheet = registration(starter_deck, PLAYER, EVENT, "Starter")
    assert sheet.division is Division.SENIOR
    assert sheet.total == 60 == sum(n for _, n in starter_deck)
    assert sheet.pokemon_total == sum(n for c, n in starter_deck if c.is_pokemon)
    assert sheet.trainer_total == sum(n for c, n in starter_deck if c.is_trainer)
    assert sheet.energy_total == sum(n for c, n in starter_deck if c.is_energy)
    first = sheet.pokemon[0]
    card = starter_deck[0][0]
    assert (first.name, first.number) == (card.name, card.number)
    assert first.set_code == (card.ptcgo_code or card.set_id.upper())


def test_the_same_trainer_from_two_sets_is_one_line(starter_deck: Entries) -> None:
    trainer, count = next((c, n) for c, n in starter_deck if c.is_trainer)
    other = replace(trainer, id="xx-1", set_id="xx", number="99")
    sheet = registration([(trainer, count), (other, 2)], PLAYER, EVENT)
    assert [(line.count, line.name) for line in sheet.trainers] == [(count + 2, trainer.name)]


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_the_pdf_shows_the_player_the_division_and_the_list(
    paper, starter_deck: Entries, tmp_path: Path
) -> None:
    sheet = registration(starter_deck, PLAYER, EVENT, "Starter")
    document = registration_document(sheet, paper, printed=EVENT)
    path = tmp_path / "sheet.pdf"
    write_pdf(document, path)
    [page] = read_pdf(path)
    assert (page.width, page.height) == pytest.approx((paper.width, paper.height), abs=0.2)
    text = pdf_text(path)
    for expected in ("Ash Ketchum", "1234567", "05/31/2012", "Senior Division", "2027 season"):
        assert expected in text
    for card, _ in starter_deck:
        assert card.name in text
    assert f"Pokémon ({sheet.pokemon_total})" in text
    assert "Total cards" in text and "60" in text
    # The cross is in the Senior box: two crossing lines inside one of the three tick boxes.
    boxes = [r.box for r in document.pages[0].of_kind(Rectangle) if r.box.width == 4.5]
    assert len(boxes) == 3
    crosses = [
        box
        for box in boxes
        for line in document.pages[0].of_kind(Line)
        if box.x < line.x1 < box.right and box.y < line.y1 < box.bottom
    ]
    assert crosses == [boxes[1], boxes[1]]


def test_sixty_different_cards_fit_on_one_page(tmp_path: Path) -> None:
    base = bare_card()
    entries = [
        (replace(base, id=f"pt9-{n}", name=f"Testmon {n}", number=str(n)), 1) for n in range(60)
    ]
    sheet = registration(entries, PLAYER, EVENT)
    document = registration_document(sheet, LETTER)
    assert len(document.pages) == 1
    path = tmp_path / "sixty.pdf"
    write_pdf(document, path)
    assert "Testmon 59" in pdf_text(path)


@pytest.mark.parametrize(
    ("player", "message"),
    [
        (Player("  ", "1", date(2000, 1, 1)), "needs the player's name"),
        (Player("Ash", "12a4", date(2000, 1, 1)), "is not a number"),
        (Player("Ash", "", date(2000, 1, 1)), "is not a number"),
        (Player("Ash", "1", date(2030, 1, 1)), "is not before the event"),
    ],
)
def test_bad_player_details_say_what_is_wrong(
    player: Player, message: str, starter_deck: Entries
) -> None:
    with pytest.raises(PrintError, match=message):
        registration(starter_deck, player, EVENT)


def test_an_empty_deck_cannot_be_registered() -> None:
    with pytest.raises(PrintError, match="empty"):
        registration([], PLAYER, EVENT)
