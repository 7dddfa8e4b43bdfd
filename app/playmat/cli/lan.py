"""``playmat host`` and ``playmat join``: a LAN game from the command line.

With ``--bot`` the seat is played headless to the end, and the last line says how the game
ended and its state hash (the same on both sides); the guest prints its shuffle audit just
before it. Without ``--bot`` the seat is played in the game window. Exit status: 0 when the
game finished (and, for the guest, the audit passed), 1 when it could not be played (a wrong
code, another version, a connection lost for longer than the seat is held), 3 when the guest's
audit failed.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import threading
from pathlib import Path

from playmat.ai.bots import RandomBot
from playmat.cli.selfplay import playable_deck
from playmat.db.card_store import CardStore
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.library import open_database
from playmat.decks.sources import NamedDeck
from playmat.decks.store import DeckStore
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader, catalogue, t
from playmat.i18n.message import Message, msg
from playmat.net.connection import ConnectionClosed
from playmat.net.guest import JoinDeck, RemoteGame, nonce_for
from playmat.net.guest_bots import ComputerGuestBot, GuestBot, RandomGuestBot
from playmat.net.handshake import LanRefused, Versions
from playmat.net.headless import play_to_the_end
from playmat.net.host import HostDeck, LanHost, shown_code
from playmat.net.hosted import HOLD_SECONDS, HostedGame
from playmat.play.client import GameClient, LanLink, Seat
from playmat.rules.observation import Observation

BOTS = ("random", "computer")
AUDIT_FAILED = 3


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    host = commands.add_parser(
        "host", help=t("cli.help.host"), description=t("cli.help.host_description")
    )
    host.add_argument("--port", type=int, required=True, help=t("cli.help.host_port"))
    host.add_argument("--code", help=t("cli.help.host_code"))
    _common(host)
    host.add_argument("--address", default="", help=t("cli.help.host_address"))
    host.add_argument("--resume", type=Path, metavar="SAVE", help=t("cli.help.host_resume"))
    join = commands.add_parser(
        "join", help=t("cli.help.join"), description=t("cli.help.join_description")
    )
    join.add_argument("target", metavar="ADDRESS:PORT")
    join.add_argument("--code", required=True, help=t("cli.help.join_code"))
    _common(join)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--deck", help=t("cli.help.lan_deck"))
    parser.add_argument("--bot", choices=BOTS, help=t("cli.help.lan_bot"))
    parser.add_argument("--seed", type=int, help=t("cli.help.lan_seed"))
    parser.add_argument(
        "--hold",
        type=float,
        default=HOLD_SECONDS,
        metavar="SECONDS",
        help=t("cli.help.lan_hold", seconds=int(HOLD_SECONDS)),
    )


def _deck(args: argparse.Namespace, store: DeckStore) -> NamedDeck:
    spec = args.deck
    if spec is None:
        decks = store.list()
        if not decks:
            raise PlaymatError(msg("cli.lan.no_decks"))
        spec = decks[0].name
    return playable_deck(spec, store, DatabaseResolver(store.cards))


def _versions(cards: CardStore) -> Versions:
    return Versions.here(cards)


def _say(message: Message) -> None:
    print(f"playmat: {Reader().render(message)}", file=sys.stderr, flush=True)


def _report(link: LanLink | None) -> None:
    for notice in link.notices() if link is not None else []:
        _say(notice)


def _ending(observation: Observation) -> str:
    """The winner text of the ``game over:`` line, in English in every language: scripts read
    that line, and compare the host's with the guest's (the notices above it are worded in the
    reader's language)."""
    reason = observation.end_reason or msg("end.tie")
    return Reader(catalogue=catalogue("en")).render(reason).rstrip(".")


def _check_window(args: argparse.Namespace) -> None:
    """Without ``--bot`` the seat is played in a window: say at once, before taking a seat,
    when none can open here."""
    if args.bot is None:
        from playmat.ui.app import display_problem

        problem = display_problem()
        if problem is not None:
            raise PlaymatError(problem)


def _play(client: GameClient, settled: threading.Event, args: argparse.Namespace) -> None:
    """Play the seat: by its bot headless, or in the game window (in the language ``--lang``
    chose, as the main window's)."""
    if args.bot is not None:
        play_to_the_end(client, settled, report=lambda: _report(client.link))
        return
    from playmat.ui.lan_window import run_lan_window

    run_lan_window(client, args.lang)


def run_host(args: argparse.Namespace) -> int:
    _check_window(args)
    store = DeckStore(open_database())
    cards = store.cards
    resumed = HostedGame.load(args.resume, cards, cards, args.hold) if args.resume else None
    deck = None if resumed else _deck(args, store)
    seat = Seat.COMPUTER if args.bot else Seat.HUMAN
    secret = (
        hashlib.sha256(f"playmat-secret/{args.seed}".encode()).digest()
        if args.seed is not None
        else None
    )
    host = LanHost(
        cards,
        cards,
        _versions(cards),
        deck=HostDeck(deck.name, deck.cards) if deck else None,
        code=args.code,
        address=args.address,
        port=args.port,
        host_seat=seat,
        hold_seconds=args.hold,
        secret=secret,
        resumed=resumed,
    )
    address, port = host.start()
    # This line, "shuffle audit:" and "game over:" are read by scripts: English in every
    # language (the notices on standard error are in the reader's).
    print(f"listening on {address}:{port}", flush=True)
    if not args.code:
        print(t("cli.lan.join_code", code=shown_code(host.code)), flush=True)
    try:
        while not host.joined.wait(0.5):
            for notice in host.notices():
                _say(notice)
            if resumed is not None and resumed.abandoned:
                break
        game = host.game
        assert game is not None
        if args.bot == "random":
            game.session.use_bot(0, RandomBot(game.session.game.seed))
        _play(game, game.settled, args)
    finally:
        host.close()
    # What came after the last decision: the guest's audit, the guest leaving.
    _report(game)
    for notice in host.notices():
        _say(notice)
    if not game.over:
        _say(game.opponent_status())
        return 1
    print(f"game over: {_ending(game.observe(0))}; state {game.state_hash()}", flush=True)
    return 0


def _target(text: str) -> tuple[str, int]:
    address, _, port = text.rpartition(":")
    if not address or not port.isdigit() or not 0 < int(port) < 65536:
        raise PlaymatError(msg("cli.lan.not_address", text=text))
    return address, int(port)


def run_join(args: argparse.Namespace) -> int:
    _check_window(args)
    address, port = _target(args.target)
    store = DeckStore(open_database())
    cards = store.cards
    deck = _deck(args, store)
    seed = args.seed if args.seed is not None else None
    bot: GuestBot | None = (
        RandomGuestBot(seed or 0)
        if args.bot == "random"
        else ComputerGuestBot(cards, cards)
        if args.bot == "computer"
        else None
    )
    client = RemoteGame(
        address, port, args.code, cards, cards, _versions(cards), bot=bot, hold_seconds=args.hold
    )
    try:
        client.join(JoinDeck(deck.name, deck.cards), nonce_for(seed))
    except (LanRefused, ConnectionClosed) as error:
        raise PlaymatError(error.words) from None
    try:
        _play(client, client.settled, args)
    finally:
        client.leave(exiting=True)
    _report(client.link)
    result = client.audit_result
    if result is None:
        _say(client.gone or msg("lan.host_gone"))
        return 1
    print(f"shuffle audit: {'passed' if result.passed else 'failed'}", flush=True)
    state = result.state_hash or client.claimed_hash
    print(f"game over: {_ending(client.observation)}; state {state}", flush=True)
    return 0 if result.passed else AUDIT_FAILED
