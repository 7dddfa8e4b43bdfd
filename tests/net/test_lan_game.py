"""A LAN game in one test process: a host and a guest over loopback, random bots at both seats.
The host decides everything; the guest's table is its observation, its log as messages, and
the rules' verdicts the host sent; decisions carry the step they answer."""

from __future__ import annotations

import json
import re
import time

from lan_helpers import deck, join, play_out, start_host

from playmat.ai.bots import ComputerBot
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.i18n.catalogue import Reader, catalogue
from playmat.net.fairness import state_hash
from playmat.net.messages import Decision
from playmat.play.saves import games_dir
from playmat.rules.actions import AttachEnergy, Attack, EndTurn, UseStadium
from playmat.rules.observation import CardView

READER = Reader()


def _wait(condition, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.01)


def test_a_game_plays_to_the_end_and_both_sides_agree(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Roaring Heat"))
    try:
        guest = join(card_store, host, deck(starter_decks, "Bright Tide"))
        game = play_out(host, guest)
    finally:
        host.close()
    assert game.over
    assert guest.observe(1) == game.observe(1)
    assert guest.log(1) == game.log(1)
    result = guest.audit_result
    assert result is not None and result.passed, READER.render(result.detail if result else "")
    assert result.state_hash == state_hash(game.session.game)
    verdicts = guest.audit(), game.audit()
    assert verdicts[0] is not None and verdicts[1] is not None
    assert verdicts[0].passed and verdicts[1].passed
    assert READER.render(verdicts[0].detail).startswith("Shuffles and coin flips verified:")
    # The host is told the guest's verdict.
    assert READER.render(verdicts[1].detail).startswith(
        "Player 2's Playmat replayed the game: shuffles and coin flips verified:"
    )


#: A Japanese letter: kana or a kanji.
JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")


def test_the_guests_log_comes_as_message_ids_worded_in_the_guests_own_language(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    """The host sends the guest's log as message ids with their arguments, never its own words:
    the guest words every entry in its reader's language (Japanese here), whatever the host
    reads."""
    sent: list[bytes] = []
    host = start_host(card_store, deck(starter_decks, "Roaring Heat"), tap=sent.append)
    try:
        guest = join(card_store, host, deck(starter_decks, "Bright Tide"))
        play_out(host, guest)
    finally:
        host.close()
    wire = b"\n".join(sent).decode()
    log = guest.log(1)
    assert len(log) > 20
    english, japanese = Reader(you=1), Reader(catalogue=catalogue("ja"), you=1)
    for entry in log:
        assert f'"{entry.id}"' in wire
        assert japanese.problems(entry) == []
        assert JAPANESE.search(japanese.render(entry)), japanese.render(entry)
        # The English sentence never crossed the network: the host sent no words.
        assert english.render(entry) not in wire
        assert english.words(entry) not in wire


def test_the_guest_table_has_the_host_rules_verdicts_asking_only_about_a_dragged_card(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    """In the guest's turn its table gives the host rules' own refusal, in the same words, as
    the host's own game gives: for its buttons (attacks, retreat, ending the turn) from the
    update itself; for a card of its hand by asking the host once (one answer per card and
    table, however often the board asks again while the card is dragged)."""
    sent: list[bytes] = []
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"), tap=sent.append)

    def answers() -> int:
        return sum(json.loads(payload)["type"] == "verdicts" for payload in list(sent))

    try:
        guest = join(card_store, host, deck(starter_decks, "Bright Tide"))
        game = host.game
        assert game is not None
        game.session.use_bot(0, ComputerBot())
        checked = 0
        for _ in range(400):
            if game.over or checked >= 3:
                break
            if game.computer_to_move():
                game.play_computer_move()
                continue
            _wait(lambda: guest.computer_to_move() or game.computer_to_move() or game.over)
            if not guest.computer_to_move():
                continue
            observation = guest.observe(1)
            if observation.awaiting_action:
                before = answers()
                for button in (Attack(0), Attack(3), EndTurn(), UseStadium()):
                    assert guest.why_not(button, 1) == game.session.why_not(button, 1)
                assert answers() == before  # nothing asked
                energy = [
                    c
                    for c in observation.me.hand
                    if isinstance(c, CardView) and guest.card(c.id).is_energy
                ]
                theirs = observation.opponent.active
                if energy and theirs is not None:
                    action = AttachEnergy(energy[0].handle, theirs.id)
                    assert guest.why_not(action, 1) == game.session.why_not(action, 1)
                    assert guest.why_not(action, 1) is not None
                    assert answers() == before + 1  # asked once, answered once
                    assert set(guest.legal_actions(1)) == set(game.session.legal_actions(1))
                    checked += 1
            guest.play_computer_move()
            _wait(lambda: not guest.waiting_for_host)
        assert checked >= 1
    finally:
        host.close()


def test_late_and_repeated_decisions_are_ignored(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"))
    try:
        guest = join(card_store, host, deck(starter_decks, "Roaring Heat"))
        game = host.game
        assert game is not None
        # Play until the guest is to act in its own turn.
        for _ in range(500):
            observation = guest.observe(1)
            if (
                observation.awaiting == 1
                and observation.awaiting_action
                and not guest.waiting_for_host
            ):
                break
            if game.computer_to_move():
                game.play_computer_move()
            elif guest.computer_to_move():
                guest.play_computer_move()
            time.sleep(0.005)
        step = len(game.session.game.decisions)
        connection = guest._connection
        assert connection is not None
        # The same decision twice, and one answering a table long gone.
        connection.send(Decision(step, EndTurn()))
        connection.send(Decision(step, EndTurn()))
        connection.send(Decision(step - 3, EndTurn()))
        _wait(lambda: len(game.session.game.decisions) > step)
        time.sleep(0.3)
        # Carried out once; the host's seat (no bot runs it here) is now awaited.
        assert game.session.game.decisions[step:] == [EndTurn()]
        assert game.session.game.decider == 0
    finally:
        host.close()


def test_the_guests_save_holds_its_view_and_the_commitment_until_the_reveal(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Bright Tide"), secret=bytes([5]) * 32)
    try:
        guest = join(card_store, host, deck(starter_decks, "Forest Shadow"))
        game = host.game
        assert game is not None
        while len(game.session.game.decisions) < 20:
            assert not game.over, [READER.render(m) for m in game.log(0)[-6:]]
            if game.computer_to_move():
                game.play_computer_move()
            elif guest.computer_to_move():
                guest.play_computer_move()
            time.sleep(0.002)
        _wait(lambda: not guest.waiting_for_host)
        guest.save()
        path = guest.path
        # Named by the guest's Playmat in its games folder, not after the host's id for the
        # game (a host could send any id, "../../something" too).
        assert path.parent == games_dir() and game.session.id not in path.name
        text = path.read_text(encoding="utf-8")
        saved = json.loads(text)
        state = game.session.game.state
        hidden = {*state.players[0].hand, *state.players[0].deck, *state.players[0].prizes}
        seen = [node["handle"] for node in _records(saved) if {"handle", "id", "name"} <= set(node)]
        assert seen and not hidden & set(seen)
        assert (bytes([5]) * 32).hex() not in text
        assert saved["sealed"]["commitment"] == game.record.commitment
        assert saved["audit"] is None
        assert saved["observation"]["viewer"] == 1
        play_out(host, guest)
        finished = json.loads(path.read_text(encoding="utf-8"))
        assert finished["audit"]["passed"] is True
        assert finished["result"] is not None
    finally:
        host.close()


def _records(data):
    if isinstance(data, dict):
        yield data
        for value in data.values():
            yield from _records(value)
    elif isinstance(data, list):
        for value in data:
            yield from _records(value)
