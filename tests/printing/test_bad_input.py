"""Bad input is refused with a message that says what to change, and leaves no file behind."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest
from pdf_reading import read_pdf, stored_images
from print_fixtures import Entries, bare_card

from playmat.i18n.catalogue import Reader
from playmat.printing import pdf_output
from playmat.printing.errors import PrintError
from playmat.printing.paper import A4, default_paper, paper
from playmat.printing.pdf_output import write_pdf
from playmat.printing.proxies import ProxyOptions, proxy_document


def test_an_empty_deck(tmp_path: Path) -> None:
    with pytest.raises(PrintError, match="The deck is empty"):
        proxy_document([], ProxyOptions(paper=A4))


def test_nothing_left_after_leaving_out_basic_energy(starter_deck: Entries) -> None:
    energy = [(card, n) for card, n in starter_deck if card.is_basic_energy]
    with pytest.raises(PrintError, match="Nothing to print"):
        proxy_document(energy, ProxyOptions(paper=A4, leave_out_basic_energy=True))


def test_an_unknown_paper_size() -> None:
    with pytest.raises(PrintError, match="Unknown paper size 'A5': the sizes are a4 and letter"):
        paper("A5")
    assert paper(" Letter ").key == "letter"


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"LANG": "en_US.UTF-8"}, "letter"),
        ({"LANG": "de_DE.UTF-8"}, "a4"),
        ({"LANG": "en_US.UTF-8", "LC_PAPER": "en_GB.UTF-8"}, "a4"),
        ({"LC_ALL": "fr_CA.UTF-8", "LANG": "en_GB.UTF-8"}, "letter"),
        ({"LANG": "C"}, "a4"),
        ({}, "a4"),
    ],
)
def test_default_paper_follows_the_locale(variables: dict[str, str], expected: str) -> None:
    assert default_paper(variables).key == expected


def test_selection_of_cards_not_in_the_deck(starter_deck: Entries) -> None:
    with pytest.raises(PrintError, match="is not in this deck"):
        proxy_document(starter_deck, ProxyOptions(paper=A4, only={"nope-1": 1}))
    card, count = starter_deck[0]
    with pytest.raises(PrintError, match=f"but the deck has {count}"):
        proxy_document(starter_deck, ProxyOptions(paper=A4, only={card.id: count + 1}))


def test_an_unwritable_output_path(starter_deck: Entries, tmp_path: Path) -> None:
    document = proxy_document(starter_deck[:1], ProxyOptions(paper=A4))
    with pytest.raises(PrintError, match=r"Cannot write .*: no such file or folder"):
        write_pdf(document, tmp_path / "no such folder" / "out.pdf")
    with pytest.raises(PrintError, match="it is a folder"):
        write_pdf(document, tmp_path)
    blocker = tmp_path / "a file"
    blocker.write_text("")
    with pytest.raises(PrintError, match="Cannot write"):
        write_pdf(document, blocker / "out.pdf")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a file"]


def test_a_failure_while_writing_leaves_neither_file_nor_part(
    starter_deck: Entries, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = proxy_document(starter_deck[:1], ProxyOptions(paper=A4))
    target = tmp_path / "out.pdf"

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(pdf_output.os, "replace", disk_full)
    with pytest.raises(PrintError, match="the disk is full"):
        write_pdf(document, target)
    assert list(tmp_path.iterdir()) == []


def test_an_existing_file_is_replaced_whole(starter_deck: Entries, tmp_path: Path) -> None:
    target = tmp_path / "out.pdf"
    target.write_bytes(b"old")
    write_pdf(proxy_document(starter_deck[:1], ProxyOptions(paper=A4)), target)
    assert target.read_bytes().startswith(b"%PDF-")
    assert target.read_bytes().rstrip().endswith(b"%%EOF")
    assert [p.name for p in tmp_path.iterdir()] == ["out.pdf"]
    assert oct(target.stat().st_mode & 0o777) == oct(0o666 & ~_umask())


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def test_a_picture_that_is_not_a_picture(starter_deck: Entries, tmp_path: Path) -> None:
    card = starter_deck[0][0]
    folder = tmp_path / "pictures"
    folder.mkdir()
    (folder / f"{card.id}.png").write_text("this is not a PNG")
    options = ProxyOptions(paper=A4, image_folder=folder)
    with pytest.raises(PrintError, match=rf"{card.id}\.png is not a picture Playmat can read"):
        proxy_document(starter_deck[:1], options)


def test_a_missing_picture_folder(starter_deck: Entries, tmp_path: Path) -> None:
    options = ProxyOptions(paper=A4, image_folder=tmp_path / "nowhere")
    with pytest.raises(PrintError, match="does not exist"):
        proxy_document(starter_deck[:1], options)


def test_a_picture_is_used_instead_of_the_drawn_face(starter_deck: Entries, tmp_path: Path) -> None:
    """Four copies of a card with a picture print the picture four times, stored once, its
    bleed repeating its own edge, marked PROXY."""
    from PIL import Image

    card, copies = next((card, n) for card, n in starter_deck if n > 1)
    folder = tmp_path / "pictures"
    folder.mkdir()
    Image.new("RGB", (600, 825), (10, 200, 30)).save(folder / f"{card.id}.jpg")
    options = ProxyOptions(paper=A4, image_folder=folder, bleed=True)
    document = proxy_document([(card, copies)], options)
    [photo] = document.images.values()
    assert photo.getpixel((0, 0)) == (10, 200, 30)
    path = tmp_path / "photos.pdf"
    write_pdf(document, path)
    [page] = read_pdf(path)
    assert len(page.images) == copies and stored_images(path) == 1
    for _area, pixels in page.images:
        assert pixels[0] >= 744  # 63 mm at 300 dpi, with the bleed
    assert page.text.count("PROXY") == copies
    assert card.name not in page.text  # the picture, not the drawn face


def test_a_card_with_missing_fields_prints_with_a_note() -> None:
    document = proxy_document([(bare_card(), 1)], ProxyOptions(paper=A4))
    assert [Reader().render(note) for note in document.notes] == [
        "The card database lacks the HP, type, set and collector number of Mysterymon (pt1-3); "
        "its proxy is printed without."
    ]
    with pytest.raises(PrintError, match="has no name"):
        proxy_document([(replace(bare_card(), name=" "), 1)], ProxyOptions(paper=A4))
