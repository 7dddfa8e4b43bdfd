"""A LAN game in the app, host and guest in one test process over loopback: Host a game shows
the address, port and code; Join a game lists the announced game; both then play on the game
window, each seeing only its own side, with the chat and the opponent's connection; the guest
window shows the shuffle audit at the end.

Set ``PLAYMAT_SCREENSHOTS`` to a folder to keep pictures of both tables mid-game."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
from board_driver import BoardDriver, settle
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from playmat.ai.bots import ComputerBot
from playmat.db.card_store import CardStore
from playmat.net.discovery import PORT_VARIABLE
from playmat.net.guest import RemoteGame
from playmat.net.guest_bots import ComputerGuestBot
from playmat.net.hosted import HostedGame
from playmat.rules.actions import Action
from playmat.rules.observation import CardView, HiddenCard
from playmat.ui.main_window import MainWindow
from playmat.ui.playmat.game_window import GameWindow

LOOPBACK = "127.0.0.1"
#: Decisions made through the windows before the pictures are taken.
MID_GAME = 40


@pytest.fixture(autouse=True)
def loopback_discovery(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind((LOOPBACK, 0))
        monkeypatch.setenv(PORT_VARIABLE, str(probe.getsockname()[1]))


def _main(qtbot, store: CardStore) -> MainWindow:
    main = MainWindow(store)
    main.play.lan_address = LOOPBACK
    qtbot.addWidget(main)
    main.show()
    return main


def _host_and_join(
    qtbot, store: CardStore
) -> tuple[GameWindow, GameWindow, tuple[MainWindow, MainWindow]]:
    """Host from one main window, join from another, through the dialogs: the two game
    windows, and the main windows that own them (the caller keeps them alive)."""
    hosting, joining = _main(qtbot, store), _main(qtbot, store)
    QTest.mouseClick(hosting.host_button, Qt.MouseButton.LeftButton)
    host_dialog = hosting.play.lan_dialog
    assert host_dialog is not None and host_dialog.isVisible()
    host_dialog.deck.setCurrentIndex(host_dialog.deck.findText("Roaring Heat"))
    QTest.mouseClick(host_dialog.host_button, Qt.MouseButton.LeftButton)
    assert host_dialog.host is not None
    port = host_dialog.host.port
    assert host_dialog.where.text() == (
        f"Tell your opponent to join {LOOPBACK}, port {port}, with the code:"
    )
    code = host_dialog.code.text()
    assert len(code) == 7 and code[3] == "-"
    assert host_dialog.waiting.text() == "Waiting for your opponent to join…"

    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    join_dialog = joining.play.lan_dialog
    assert join_dialog is not None and join_dialog.isVisible()
    qtbot.waitUntil(lambda: join_dialog.games.count() == 1, timeout=8000)
    announced = join_dialog.games.item(0)
    assert f"with Roaring Heat: waits for a guest ({LOOPBACK}:{port})" in announced.text()
    join_dialog.games.setCurrentItem(announced)
    assert join_dialog.address.text() == f"{LOOPBACK}:{port}"
    QTest.keyClicks(join_dialog.code, code.lower())
    join_dialog.deck.setCurrentIndex(join_dialog.deck.findText("Bright Tide"))
    with (
        qtbot.waitSignal(hosting.play.opened, timeout=15000) as hosted,
        qtbot.waitSignal(joining.play.opened, timeout=15000) as joined,
    ):
        QTest.mouseClick(join_dialog.join_button, Qt.MouseButton.LeftButton)
    return hosted.args[0], joined.args[0], (hosting, joining)


def _decide(window: GameWindow) -> Action:
    """What a player at this window decides now (a computer player standing in)."""
    client = window.controller.client
    if isinstance(client, HostedGame):
        return ComputerBot(seed=3).choose(client.session.game, window.controller.viewer)
    assert isinstance(client, RemoteGame) and client.record is not None
    stand_in = ComputerGuestBot(client.cards, client.library)
    return stand_in.decide(client.observe(1), client.legal_actions(1), client.record.sealed.rules)


def _hidden_from(window: GameWindow) -> bool:
    """The opponent's hand shows as card backs only."""
    opponent = window.controller.observation.opponent
    return all(isinstance(card, HiddenCard) for card in opponent.hand)


def test_a_lan_game_is_played_on_two_windows_against_each_other(
    qtbot, card_store: CardStore
) -> None:
    host_window, guest_window, _mains = _host_and_join(qtbot, card_store)
    host_client, guest_client = host_window.controller.client, guest_window.controller.client
    assert host_window.controller.viewer == 0 and guest_window.controller.viewer == 1
    assert host_window.windowTitle() == guest_window.windowTitle()
    assert host_window.pass_screen.isHidden() and guest_window.pass_screen.isHidden()
    assert host_window.chat is not None and guest_window.chat is not None
    qtbot.waitUntil(
        lambda: "Your opponent is connected" in guest_window.lan_labels.connection.text()
    )
    assert "Your opponent is connected" in host_window.lan_labels.connection.text()

    # The chat goes both ways.
    QTest.keyClicks(guest_window.chat.entry, "good luck!")
    QTest.keyClick(guest_window.chat.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Your opponent: good luck!" in host_window.chat.texts())
    assert "You: good luck!" in guest_window.chat.texts()

    drivers = {0: BoardDriver(host_window), 1: BoardDriver(guest_window)}
    windows = {0: host_window, 1: guest_window}
    decisions = 0
    pictures = os.environ.get("PLAYMAT_SCREENSHOTS")
    while host_client.observe(0).winner is None:
        awaiting = host_client.observe(0).awaiting
        assert awaiting is not None
        window = windows[awaiting]
        # The window of the player to decide shows that it is theirs to decide.
        qtbot.waitUntil(lambda w=window, a=awaiting: w.controller.observation.awaiting == a)
        step = len(host_client.session.game.decisions)
        drivers[awaiting].perform(_decide(window))
        qtbot.waitUntil(lambda s=step: len(host_client.session.game.decisions) > s, timeout=5000)
        # The other side's table follows.
        qtbot.waitUntil(
            lambda: guest_window.controller.observation == host_client.observe(1), timeout=5000
        )
        qtbot.waitUntil(lambda: host_window.controller.observation == host_client.observe(0))
        assert _hidden_from(host_window) and _hidden_from(guest_window)
        decisions += 1
        if decisions == MID_GAME and pictures:
            qtbot.wait(300)  # the event loop deletes the bar's old buttons
            folder = Path(pictures)
            folder.mkdir(parents=True, exist_ok=True)
            host_window.grab().save(str(folder / "lan-host-table.png"))
            guest_window.grab().save(str(folder / "lan-guest-table.png"))
        assert decisions < 600, "the game never ended"
    # The guest's table shows how it ended, and the shuffles verified.
    qtbot.waitUntil(lambda: guest_window.lan_labels.audit.isVisible(), timeout=15000)
    assert guest_window.lan_labels.audit.text().startswith("Shuffles and coin flips verified:")
    qtbot.waitUntil(lambda: host_window.lan_labels.audit.isVisible(), timeout=5000)
    assert guest_window.controller.observation.winner is not None
    assert guest_client.log(1) == host_client.log(1)
    assert any(
        card
        for card in guest_window.controller.observation.me.discard
        if isinstance(card, CardView)
    )
    assert not host_window.rematch_action.isVisible()

    # The host leaves: the guest's window says so.
    host_window.close()
    settle()
    qtbot.waitUntil(lambda: "left the game" in " ".join(guest_window.chat.texts()), timeout=5000)
    guest_window.close()
