"""A LAN game in the app, host and guest in one test process over loopback: Host a game shows
the address, port and code; Join a game lists the announced game; both then play on the game
window, each seeing only its own side, with the chat and the opponent's connection; the guest
window shows the shuffle audit at the end.

Set ``PLAYMAT_SCREENSHOTS`` to a folder to keep pictures of both tables mid-game."""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from board_driver import BoardDriver, settle
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from fault_proxy import FaultProxy
from playmat.ai.bots import ComputerBot
from playmat.db.card_store import CardStore
from playmat.net.discovery import PORT_VARIABLE
from playmat.net.guest import RemoteGame
from playmat.net.guest_bots import ComputerGuestBot
from playmat.net.hosted import HostedGame
from playmat.rules.actions import Action, AttachEnergy
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


def _picture(widget: QWidget, name: str) -> None:
    """Keep a picture of ``widget`` when ``PLAYMAT_SCREENSHOTS`` names a folder."""
    pictures = os.environ.get("PLAYMAT_SCREENSHOTS")
    if pictures:
        folder = Path(pictures)
        folder.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(folder / f"{name}.png"))


def _main(qtbot, store: CardStore) -> MainWindow:
    main = MainWindow(store)
    main.play.lan_address = LOOPBACK
    qtbot.addWidget(main)
    main.show()
    return main


def _host_and_join(
    qtbot, store: CardStore, proxy: Callable[[int], FaultProxy] | None = None
) -> tuple[GameWindow, GameWindow, tuple[MainWindow, MainWindow]]:
    """Host from one main window, join from another, through the dialogs: the two game
    windows, and the main windows that own them (the caller keeps them alive). With
    ``proxy``, the guest types the address of a proxy made for the host's port."""
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
    _picture(host_dialog, "lan-host-dialog")

    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    join_dialog = joining.play.lan_dialog
    assert join_dialog is not None and join_dialog.isVisible()
    qtbot.waitUntil(lambda: join_dialog.games.count() == 1, timeout=8000)
    announced = join_dialog.games.item(0)
    assert f"with Roaring Heat: waits for a guest ({LOOPBACK}:{port})" in announced.text()
    join_dialog.games.setCurrentItem(announced)
    assert join_dialog.address.text() == f"{LOOPBACK}:{port}"
    if proxy is not None:
        join_dialog.address.setText(f"{LOOPBACK}:{proxy(port).port}")
    QTest.keyClicks(join_dialog.code, code.lower())
    join_dialog.deck.setCurrentIndex(join_dialog.deck.findText("Bright Tide"))
    _picture(join_dialog, "lan-join-dialog")
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
        if decisions == MID_GAME:
            qtbot.wait(300)  # the event loop deletes the bar's old buttons
            _picture(host_window, "lan-host-table")
            _picture(guest_window, "lan-guest-table")
        assert decisions < 600, "the game never ended"
    # The guest's table shows how it ended, and the shuffles verified.
    qtbot.waitUntil(lambda: guest_window.lan_labels.audit.isVisible(), timeout=15000)
    assert guest_window.lan_labels.audit.text().startswith("Shuffles and coin flips verified:")
    qtbot.waitUntil(lambda: host_window.lan_labels.audit.isVisible(), timeout=5000)
    assert host_window.lan_labels.audit.text().startswith(
        "Your opponent's Playmat replayed the game: shuffles and coin flips verified:"
    )
    qtbot.wait(300)
    _picture(guest_window, "lan-guest-audit")
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


def test_a_wrong_code_is_refused_with_the_reason_in_both_dialogs(
    qtbot, card_store: CardStore
) -> None:
    hosting, joining = _main(qtbot, card_store), _main(qtbot, card_store)
    host_dialog = hosting.play.host_game()
    host_dialog.host_game()
    assert host_dialog.host is not None
    join_dialog = joining.play.join_game()
    QTest.keyClicks(join_dialog.address, f"{LOOPBACK}:{host_dialog.host.port}")
    QTest.keyClicks(join_dialog.code, "BCD-234" if host_dialog.host.code != "BCD234" else "BCD-235")
    QTest.mouseClick(join_dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: join_dialog.problem.text().startswith("Wrong join code"), timeout=8000)
    assert join_dialog.isVisible() and join_dialog.join_button.isEnabled()
    qtbot.waitUntil(lambda: host_dialog.problem.isVisible(), timeout=5000)
    assert host_dialog.problem.text() == (
        "A Playmat that tried to join was turned away: wrong join code: check the code the "
        "host's screen shows and try again."
    )
    # The host still waits: nothing was taken.
    assert host_dialog.isVisible() and host_dialog.host.game is None
    _picture(join_dialog, "lan-join-wrong-code")
    join_dialog.reject()
    host_dialog.reject()


def test_a_dropped_connection_is_shown_on_both_tables_until_the_guest_is_back(
    qtbot, card_store: CardStore
) -> None:
    proxies: list[FaultProxy] = []

    def through(port: int) -> FaultProxy:
        proxies.append(FaultProxy(port))
        return proxies[-1]

    try:
        host_window, guest_window, _mains = _host_and_join(qtbot, card_store, through)
        host_client = host_window.controller.client
        assert isinstance(host_client, HostedGame)
        qtbot.waitUntil(lambda: host_client.connected())
        # The cable is pulled, and the guest can't get through for a while.
        proxies[0].accepting = False
        proxies[0].cut_now()
        host_label, guest_label = host_window.lan_labels, guest_window.lan_labels
        qtbot.waitUntil(
            lambda: (
                "lost the connection: the game is paused, the seat is held for"
                in host_label.connection.text()
            ),
            timeout=8000,
        )
        qtbot.waitUntil(
            lambda: guest_label.connection.text().endswith(
                "The connection to your opponent was lost: the game is paused while Playmat "
                "connects again."
            ),
            timeout=8000,
        )
        qtbot.waitUntil(
            lambda: any("Lost touch with the host" in t for t in guest_window.chat.texts())
        )
        # Nobody may move meanwhile, and each table says why in its bar, offering nothing.
        qtbot.waitUntil(
            lambda: (
                host_window.prompt.text.text()
                == "The game is paused until your opponent is back on the LAN."
            )
        )
        qtbot.waitUntil(
            lambda: (
                guest_window.prompt.text.text()
                == "The game is paused until the host is back on the LAN."
            )
        )
        assert not host_window.prompt.buttons and not guest_window.prompt.buttons
        qtbot.wait(300)
        _picture(host_window, "lan-host-paused")
        _picture(guest_window, "lan-guest-reconnecting")
        proxies[0].accepting = True
        qtbot.waitUntil(
            lambda: "Your opponent is connected" in guest_label.connection.text(), timeout=8000
        )
        qtbot.waitUntil(lambda: "Your opponent is connected" in host_label.connection.text())
        assert any("Connected to the host again" in t for t in guest_window.chat.texts())
        assert host_client.paused() is None
        qtbot.waitUntil(lambda: not host_window.prompt.text.text().startswith("The game is paused"))
        guest_window.close()
        host_window.close()
    finally:
        for proxy in proxies:
            proxy.close()


def test_the_join_dialog_says_when_it_cant_listen_for_games(qtbot, card_store: CardStore) -> None:
    """Another program holds the discovery port: the dialog says so, and typing works."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as other:
        other.bind((LOOPBACK, int(os.environ[PORT_VARIABLE])))
        joining = _main(qtbot, card_store)
        dialog = joining.play.join_game()
        assert dialog.empty.isVisible()
        assert dialog.empty.text().startswith(
            "Playmat can't listen for games announced on your network ("
        )
        assert dialog.empty.text().endswith("): type the host's address below.")
        assert dialog.address.isEnabled()
        dialog.reject()


def test_a_join_cancelled_while_under_way_leaves_the_seat_it_took(
    qtbot, card_store: CardStore
) -> None:
    """Cancel pressed while Playmat reaches the host: no game window opens on the guest's side,
    and the seat the handshake took is left at once (the host sees its guest go)."""
    hosting, joining = _main(qtbot, card_store), _main(qtbot, card_store)
    host_dialog = hosting.play.host_game()
    host_dialog.host_game()
    host = host_dialog.host
    assert host is not None
    join_dialog = joining.play.join_game()
    QTest.keyClicks(join_dialog.address, f"{LOOPBACK}:{host.port}")
    QTest.keyClicks(join_dialog.code, host.code)
    QTest.mouseClick(join_dialog.join_button, Qt.MouseButton.LeftButton)
    join_dialog.reject()
    qtbot.waitUntil(lambda: host.game is not None, timeout=8000)
    game = host.game
    assert game is not None
    qtbot.waitUntil(lambda: not game.connected(), timeout=8000)
    settle()
    assert joining.play.windows == []
    for window in list(hosting.play.windows):
        window.close()


def test_a_refused_drag_on_the_guests_table_says_the_hosts_reason_at_once(
    qtbot, card_store: CardStore
) -> None:
    """The guest's table asks the host why a dragged card of its hand may not go somewhere
    (the verdicts on the hand's cards no longer come with every update): dragging an Energy
    onto the host's Active snaps back and says the host rules' own words, as a local table
    says them, before the mouse is let go of."""
    host_window, guest_window, _mains = _host_and_join(qtbot, card_store)
    host_client = host_window.controller.client
    guest_client = guest_window.controller.client
    assert isinstance(host_client, HostedGame) and isinstance(guest_client, RemoteGame)
    drivers = {0: BoardDriver(host_window), 1: BoardDriver(guest_window)}
    windows = {0: host_window, 1: guest_window}

    def energy_to_drag() -> CardView | None:
        observation = guest_client.observe(1)
        if observation.awaiting != 1 or not observation.awaiting_action:
            return None
        if observation.opponent.active is None:
            return None
        return next(
            (
                card
                for card in observation.me.hand
                if isinstance(card, CardView) and guest_client.card(card.id).is_energy
            ),
            None,
        )

    for _ in range(200):
        awaiting = host_client.observe(0).awaiting
        assert awaiting is not None and host_client.observe(0).winner is None
        qtbot.waitUntil(
            lambda a=awaiting: windows[a].controller.observation == host_client.observe(a)
        )
        if energy_to_drag() is not None:
            break
        step = len(host_client.session.game.decisions)
        drivers[awaiting].perform(_decide(windows[awaiting]))
        qtbot.waitUntil(lambda s=step: len(host_client.session.game.decisions) > s, timeout=5000)
    energy = energy_to_drag()
    assert energy is not None, "the guest never had an Energy to drag in its turn"
    theirs = guest_client.observe(1).opponent.active
    assert theirs is not None
    action = AttachEnergy(energy.handle, theirs.id)
    expected = host_client.session.why_not(action, 1)
    assert expected is not None
    words = guest_window.controller.words(expected.message)

    guest = drivers[1]
    item = guest.card(("hand", energy.handle))
    target = guest.card(("pokemon", theirs.id))
    messages = []
    guest_window.controller.message.connect(messages.append)
    guest.drag(item, target.sceneBoundingRect().center())
    refusal = guest_window.scene.refusal
    assert refusal is not None and refusal.isVisible()
    assert refusal.text == words
    assert messages == [words]
    assert guest_window.controller.why_not(action) == expected
    # The table is as it was: the Energy went back to the hand.
    assert guest_client.observe(1).me.hand == guest_window.controller.observation.me.hand
    assert energy in guest_client.observe(1).me.hand
    _picture(guest_window, "lan-guest-refused-drag")
    host_window.close()
    guest_window.close()
