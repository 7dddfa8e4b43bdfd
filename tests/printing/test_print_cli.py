"""``playmat print proxies|decklist`` on the decks in the database (the starter decks of a new
PLAYMAT_HOME), and the messages it gives for bad input."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_reading import pdf_text, read_pdf

from playmat.cli import main

DECK = "Bright Tide"


def test_proxies_of_a_deck_on_letter(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    output = tmp_path / "proxies.pdf"
    assert main(["print", "proxies", DECK, "-o", str(output), "--paper", "letter"]) == 0
    assert f"Wrote 60 proxies on 7 pages to {output}" in capsys.readouterr().out
    pages = read_pdf(output)
    assert len(pages) == 7
    assert (pages[0].width, pages[0].height) == pytest.approx((215.9, 279.4), abs=0.2)


def test_only_some_cards_without_basic_energy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "some.pdf"
    args = ["print", "proxies", DECK, "-o", str(output), "--only", "sm1-41:1", "--only", "sm1-39"]
    assert main([*args, "--no-basic-energy", "--ink-saving", "--bleed"]) == 0
    assert "Wrote 4 proxies on 1 page" in capsys.readouterr().out


def test_registration_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    output = tmp_path / "sheet.pdf"
    code = main(
        [
            "print", "decklist", DECK, "-o", str(output), "--player", "Misty Waterflower",
            "--player-id", "7654321", "--birth-date", "2009-02-14", "--event-date", "2026-10-03",
        ]
    )  # fmt: skip
    assert code == 0
    assert "Masters Division, 60 cards" in capsys.readouterr().out
    text = pdf_text(output)
    assert "Misty Waterflower" in text and "7654321" in text and "02/14/2009" in text


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["proxies", "No Such Deck"], "No deck named 'No Such Deck'"),
        (["proxies", DECK, "--paper", "a3"], "Unknown paper size 'a3'"),
        (["proxies", DECK, "--only", "sm1-9999"], "the deck has no card with that id"),
        (["proxies", DECK, "--only", "sm1-41:two"], "must be a whole number"),
        (
            ["decklist", DECK, "--player", "A", "--player-id", "1", "--birth-date", "31/05/2012"],
            "is not a date like 2012-05-31",
        ),
        (
            ["decklist", DECK, "--player", "A", "--player-id", "x", "--birth-date", "2012-05-31"],
            "is not a number",
        ),
    ],
)
def test_bad_input_is_explained_and_writes_nothing(
    arguments: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "output"
    folder.mkdir()
    action, *rest = arguments
    assert main(["print", action, *rest[:1], "-o", str(folder / "out.pdf"), *rest[1:]]) == 1
    assert message in capsys.readouterr().err
    assert list(folder.iterdir()) == []


def test_unwritable_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    output = tmp_path / "missing folder" / "out.pdf"
    assert main(["print", "proxies", DECK, "-o", str(output)]) == 1
    assert "Cannot write" in capsys.readouterr().err
    assert not output.parent.exists()
