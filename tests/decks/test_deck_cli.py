"""``playmat deck list/import/export/validate``: what a person sees, the exit codes, and that a
refused command stores or writes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from playmat.cli import main

ROARING_HEAT_PTCGO = """\
****** Pokémon Trading Card Game Deck List ******

##Pokémon - 28

* 2 Incineroar SUM 26
* 3 Torracat SUM 25
* 4 Litten SUM 24
* 2 Torkoal SUM 23
* 1 Palossand SUM 75
* 2 Sandygast SUM 74
* 2 Boldore SUM 70
* 2 Roggenrola SUM 69
* 2 Crabrawler SUM 72
* 2 Passimian SUM 73
* 2 Makuhita SUM 67
* 1 Oranguru SUM 113
* 1 Bewear SUM 112
* 2 Stufful SUM 111

##Trainer Cards - 12

* 1 Big Malasada SUM 114
* 1 Energy Retrieval SUM 116
* 1 Lillie SUM 122
* 2 Nest Ball SUM 123
* 1 Potion SUM 127
* 1 Professor Kukui SUM 128
* 2 Hau SUM 120
* 2 Timer Ball SUM 134
* 1 Ultra Ball SUM 135

##Energy - 20

* 11 Fire Energy SUM 165
* 9 Fighting Energy SUM 169

Total Cards - 60
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def deck_names(capsys: pytest.CaptureFixture[str]) -> list[str]:
    code, out, _ = run(capsys, "deck", "list")
    assert code == 0
    return [line[:30].strip() for line in out.splitlines()]


@pytest.fixture
def roaring_heat(tmp_path: Path) -> Path:
    path = tmp_path / "roaring.txt"
    path.write_text(ROARING_HEAT_PTCGO, encoding="utf-8")
    return path


def test_list_shows_the_starter_decks_on_first_run(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "deck", "list")
    assert code == 0 and err == ""
    lines = sorted(out.splitlines())
    assert len(lines) == 3
    assert lines[0].startswith("Bright Tide") and lines[0].endswith("60 cards  Expanded")


def test_list_names_the_format_in_the_reader_s_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "--lang", "ja", "deck", "list")
    assert code == 0
    assert all(line.endswith("60枚  エクストラ") for line in out.splitlines())


def test_import_a_file_as_a_new_deck(
    capsys: pytest.CaptureFixture[str], roaring_heat: Path
) -> None:
    code, out, err = run(capsys, "deck", "import", str(roaring_heat))
    assert (code, out, err) == (0, "Imported 60 cards as deck 'roaring'.\n", "")
    code, out, _ = run(capsys, "deck", "import", str(roaring_heat), "--name", "roaring")
    assert out == "Imported 60 cards as deck 'roaring 2'.\n"
    assert {"roaring", "roaring 2"} <= set(deck_names(capsys))


def test_import_reports_each_skipped_line_and_imports_the_rest(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "mixed.txt"
    path.write_text("4 Rowlet SUM 9\n0 Litten SUM 24\n2 Glurak\n2 Litten XYZ 24\n", "utf-8")
    code, out, err = run(capsys, "deck", "import", str(path), "--format", "expanded")
    assert code == 0
    assert out == "Imported 6 cards as deck 'mixed'; 2 lines could not be read (listed above).\n"
    assert err.splitlines() == [
        "skipped: line 2: the count 0 must be between 1 and 60 ('0 Litten SUM 24')",
        "skipped: line 3: no card named Glurak (Playmat knows the English card names) ('2 Glurak')",
        "note: line 4: set code XYZ is unknown; matched Litten by name ('2 Litten XYZ 24')",
    ]
    code, out, _ = run(capsys, "deck", "list")
    assert "mixed                            6 cards  Expanded" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "playmat: The decklist is empty"),
        ("Hello!\nThis is my shopping list.\n", "playmat: No card could be read from this text"),
        ("40 Grass Energy\n" * 10, "playmat: This list has 400 cards: that is a collection"),
    ],
    ids=["empty", "garbage", "400 cards"],
)
def test_import_of_unusable_text_stores_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, message: str
) -> None:
    before = deck_names(capsys)
    path = tmp_path / "bad.txt"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "deck", "import", str(path))
    assert code == 1 and out == ""
    assert err.startswith(message)
    assert "Traceback" not in err
    assert deck_names(capsys) == before


def test_import_of_a_missing_or_binary_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "deck", "import", str(tmp_path / "nope.txt"))
    assert code == 1 and "Cannot read" in err and "no such file or folder" in err
    binary = tmp_path / "deck.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    code, _, err = run(capsys, "deck", "import", str(binary))
    assert (code, err) == (
        1,
        f"playmat: {binary} is not a text file (UTF-8); choose a decklist saved as text.\n",
    )


def test_export_prints_the_pokemon_tcg_live_format(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deck", "export", "Bright Tide")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Pokémon: 28"
    assert lines[1] == "2 Primarina SUM 41"
    assert "12 Water Energy SUM 166" in lines
    assert lines[-1] == "Total Cards: 60"


def test_export_to_a_file_then_import_gives_the_same_deck(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = tmp_path / "tide.txt"
    code, out, _ = run(capsys, "deck", "export", "bright tide", "-o", str(target))
    assert (code, out) == (0, f"Wrote 'Bright Tide' to {target}.\n")
    assert run(capsys, "deck", "import", str(target))[0] == 0
    _, original, _ = run(capsys, "deck", "export", "Bright Tide")
    _, again, _ = run(capsys, "deck", "export", "tide")
    assert again == original == target.read_text(encoding="utf-8")


def test_export_of_an_unknown_deck(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "deck", "export", "Nope")
    assert (code, out) == (1, "")
    assert err == "playmat: No deck named 'Nope'; see `playmat deck list`.\n"


@pytest.mark.parametrize("where", ["missing folder", "a folder", "under a file"])
def test_export_to_an_unwritable_path_leaves_no_half_written_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, where: str
) -> None:
    folder = tmp_path / "out"
    (folder / "taken").mkdir(parents=True)
    (folder / "plain.txt").write_text("keep me", encoding="utf-8")
    target = {
        "missing folder": folder / "no" / "deck.txt",
        "a folder": folder / "taken",
        "under a file": folder / "plain.txt" / "deck.txt",
    }[where]
    code, out, err = run(capsys, "deck", "export", "Bright Tide", "-o", str(target))
    assert (code, out) == (1, "")
    assert err.startswith(f"playmat: Cannot write {target}: ")
    assert "Traceback" not in err
    assert sorted(p.name for p in folder.rglob("*")) == ["plain.txt", "taken"]
    assert (folder / "plain.txt").read_text(encoding="utf-8") == "keep me"


def test_validate_a_stored_deck_in_its_own_format_and_another(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(capsys, "deck", "validate", "Forest Shadow") == (
        0,
        "A legal Expanded deck.\n",
        "",
    )
    code, out, _ = run(capsys, "deck", "validate", "Forest Shadow", "--format", "standard")
    assert code == 1
    lines = out.splitlines()
    assert "Not legal in Standard: Rowlet has no regulation mark (legal: H, I, J)." in lines
    assert lines[-1] == "Not a legal Standard deck."
    code, out, _ = run(capsys, "deck", "validate", "Forest Shadow", "--format", "half_deck")
    assert code == 1
    assert out.splitlines()[0] == "30 cards needed, this deck has 60."


def test_validate_a_file_says_why_and_counts_unread_lines(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "short.txt"
    path.write_text(ROARING_HEAT_PTCGO.replace("* 2 Stufful SUM 111", "* 2 Stufful ZZ9 9"), "utf-8")
    assert run(capsys, "deck", "validate", str(path), "--format", "expanded")[0] == 0
    path.write_text(ROARING_HEAT_PTCGO.replace("* 2 Hau SUM 120", "* 2 Hauu"), "utf-8")
    code, out, err = run(capsys, "deck", "validate", str(path), "--format", "expanded")
    assert code == 1
    assert out.splitlines() == [
        "60 cards needed, this deck has 58.",
        "1 line of the list could not be read (listed above).",
        "Not a legal Expanded deck.",
    ]
    assert "skipped: line 28: no card named Hauu" in err


def test_validate_something_that_is_neither_a_file_nor_a_deck(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = run(capsys, "deck", "validate", "Nothing Here")
    assert code == 1
    assert err == (
        "playmat: 'Nothing Here' is neither a decklist file nor a deck's name; "
        "`playmat deck list` shows the stored decks.\n"
    )


def test_an_unknown_format_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["deck", "validate", "Forest Shadow", "--format", "retro"])
    assert exit_.value.code == 2
    assert "invalid choice: 'retro'" in capsys.readouterr().err
