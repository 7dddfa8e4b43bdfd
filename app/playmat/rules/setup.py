"""Setting up to play (R-1, R-2, EN/JA I-G, P-01)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.errors import PlaymatError
from playmat.rules.choices import Choice, ChoiceKind, Option
from playmat.rules.events import Event, player_name
from playmat.rules.scripting import Flow
from playmat.rules.zones import card_ref, draw, new_in_play, shuffle_deck

if TYPE_CHECKING:
    from playmat.rules.game import Game


def setup(game: Game) -> Flow:
    """Coin flip for the first player, opening hands with mulligans, Active and Bench face down,
    Prize cards, the extra draws a mulligan gives the opponent, then both sides are revealed."""
    state = game.state
    for player in (0, 1):
        if not any(state.card(u).is_basic_pokemon for u in state.players[player].deck):
            # a deck needs a Basic Pokémon; without one the mulligans would never end.
            raise PlaymatError(
                f"{player_name(player)}'s deck has no Basic Pokémon, so the game can't be set "
                "up (R-14)."
            )
    yield from _decide_first_player(game)
    first = state.first_player
    order = (first, 1 - first)
    for player in order:
        shuffle_deck(game, player)
        draw(game, player, game.rules.hand_size)
    while True:
        lacking = [p for p in order if not _basics_in_hand(game, p)]
        if not lacking:
            break
        if len(lacking) == 2:
            # Neither has a Basic: both reveal and redraw; this round gives no extra draws.
            for player in order:
                _reveal_and_redraw(game, player)
            continue
        player = lacking[0]
        state.players[player].mulligans += 1
        _reveal_and_redraw(game, player)
    for player in order:
        yield from _choose_active(game, player)
        yield from _bench_from_hand(game, player, "setup_bench")
    for player in order:
        prizes = state.players[player].prizes
        deck = state.players[player].deck
        prizes.extend(deck[: game.rules.prize_cards])
        del deck[: game.rules.prize_cards]
        game.emit(
            Event(
                "prizes",
                f"{player_name(player)} set {len(prizes)} Prize cards.",
                {"player": player, "count": len(prizes)},
            )
        )
    for player in order:
        yield from _extra_draws(game, player)
    for player in order:
        mine = state.players[player]
        shown = [card_ref(game, p.top) for p in mine.in_play()]
        names = ", ".join(str(c["name"]) for c in shown)
        game.emit(
            Event(
                "reveal",
                f"{player_name(player)} reveals {names}.",
                {"player": player, "cards": shown},
            )
        )


def _decide_first_player(game: Game) -> Flow:
    """R-1: a fair coin stands in for rock-paper-scissors; its winner chooses to go first or
    second (or simply goes first under ``winner_goes_first``)."""
    heads = game.flip_coin(0, "Player 1 calls heads to choose who goes first")
    winner = 0 if heads else 1
    if game.rules.winner_goes_first:
        game.state.first_player = winner
    else:
        answer = yield Choice(
            winner,
            ChoiceKind.OPTION,
            "You won the coin flip. Go first or second?",
            (Option("Go first", value="first"), Option("Go second", value="second")),
            purpose="go_first",
        )
        game.state.first_player = winner if answer[0] == 0 else 1 - winner
    game.state.current = game.state.first_player
    game.emit(
        Event(
            "first_player",
            f"{player_name(game.state.first_player)} goes first.",
            {"player": game.state.first_player},
        )
    )


def _basics_in_hand(game: Game, player: int) -> list[int]:
    return [u for u in game.state.players[player].hand if game.state.card(u).is_basic_pokemon]


def _reveal_and_redraw(game: Game, player: int) -> None:
    """R-2: reveal the hand with no Basic Pokémon, shuffle it back, draw a new hand."""
    mine = game.state.players[player]
    shown = [card_ref(game, u) for u in mine.hand]
    game.emit(
        Event(
            "mulligan",
            f"{player_name(player)} has no Basic Pokémon and reveals their hand: "
            + ", ".join(str(c["name"]) for c in shown)
            + ".",
            {"player": player, "cards": shown},
        )
    )
    mine.deck.extend(mine.hand)
    mine.hand.clear()
    shuffle_deck(game, player)
    draw(game, player, game.rules.hand_size)


def _choose_active(game: Game, player: int) -> Flow:
    basics = _basics_in_hand(game, player)
    if len(basics) == 1:
        chosen = basics[0]
    else:
        answer = yield Choice(
            player,
            ChoiceKind.CARDS,
            "Choose your Active Pokémon (face down).",
            tuple(Option(game.state.card(u).name, card=u) for u in basics),
            purpose="setup_active",
        )
        chosen = basics[answer[0]]
    mine = game.state.players[player]
    mine.hand.remove(chosen)
    mine.active = new_in_play(game, player, chosen)
    game.emit(
        Event(
            "setup_active",
            f"{player_name(player)} put {game.state.card(chosen).name} "
            "face down in the Active Spot.",
            {"player": player, "card": card_ref(game, chosen)},
            private_to=player,
            hidden_text=f"{player_name(player)} put a Pokémon face down in the Active Spot.",
            hidden_data={"player": player},
        )
    )


def _bench_from_hand(game: Game, player: int, purpose: str) -> Flow:
    """Put any number of Basic Pokémon from hand onto the Bench, face down (I-G step 6)."""
    mine = game.state.players[player]
    room = game.rules.bench_size - len(mine.bench)
    basics = _basics_in_hand(game, player)
    if not basics or room <= 0:
        return
    answer = yield Choice(
        player,
        ChoiceKind.CARDS,
        f"Put up to {min(room, len(basics))} Basic Pokémon onto your Bench (face down).",
        tuple(Option(game.state.card(u).name, card=u) for u in basics),
        minimum=0,
        maximum=min(room, len(basics)),
        purpose=purpose,
    )
    for index in answer:
        uid = basics[index]
        mine.hand.remove(uid)
        mine.bench.append(new_in_play(game, player, uid))
    if answer:
        names = ", ".join(game.state.card(basics[i]).name for i in answer)
        game.emit(
            Event(
                "setup_bench",
                f"{player_name(player)} put {names} onto the Bench.",
                {"player": player, "cards": [card_ref(game, basics[i]) for i in answer]},
                private_to=player,
                hidden_text=f"{player_name(player)} put {len(answer)} Pokémon face down "
                "onto the Bench.",
                hidden_data={"player": player, "count": len(answer)},
            )
        )


def _extra_draws(game: Game, player: int) -> Flow:
    """R-2: after Prizes are set, draw up to as many extra cards as the opponent's mulligans,
    and bench Basic Pokémon drawn this way (never as Active)."""
    allowed = game.state.players[1 - player].mulligans
    if not allowed:
        return
    answer = yield Choice(
        player,
        ChoiceKind.OPTION,
        f"Your opponent took {allowed} mulligan{'s' if allowed > 1 else ''}. "
        "How many extra cards do you draw?",
        tuple(Option(str(n), value=n) for n in range(allowed + 1)),
        purpose="extra_draws",
    )
    before = set(game.state.players[player].hand)
    draw(game, player, answer[0])
    drawn = [u for u in game.state.players[player].hand if u not in before]
    if any(game.state.card(u).is_basic_pokemon for u in drawn):
        yield from _bench_from_hand(game, player, "setup_bench")
