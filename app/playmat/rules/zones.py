"""Moving cards between zones, with the events each move causes.

Every move of a card goes through here, so that "each card is in exactly one place" holds and
every move is logged with the right hidden information.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.i18n.message import CardName, Message, Seat, msg
from playmat.rules.events import event, private_event
from playmat.rules.state import InPlay, PlayerState

if TYPE_CHECKING:
    from playmat.rules.game import Game

#: Zones whose cards both players see.
PUBLIC_ZONES = ("discard", "lost_zone")


def zone_list(player: PlayerState, zone: str) -> list[int]:
    return {
        "deck": player.deck,
        "hand": player.hand,
        "discard": player.discard,
        "prizes": player.prizes,
        "lost_zone": player.lost_zone,
    }[zone]


def card_name(game: Game, uid: int) -> CardName:
    """The card ``uid`` as a message names it."""
    return game.state.cards[uid].named


def card_names(game: Game, uids: list[int]) -> tuple[CardName, ...]:
    return tuple(card_name(game, uid) for uid in uids)


def hide(game: Game, uid: int, zone: list[int], *, on_top: bool = False) -> int:
    """Put a card into a hidden zone (a hand, a deck, the Prize cards) under a new uid, so that
    no one can follow it there; the caller has taken it from where it was. Returns its uid."""
    new = game.state.renew(uid)
    if on_top:
        zone.insert(0, new)
    else:
        zone.append(new)
    return new


def draw(game: Game, player: int, count: int = 1) -> int:
    """Draw up to ``count`` cards (EN I-H); returns how many were drawn."""
    state = game.state.players[player]
    taken = state.deck[:count]
    del state.deck[: len(taken)]
    drawn = [hide(game, uid, state.hand) for uid in taken]
    if drawn:
        who = Seat(player)
        game.emit(
            private_event(
                player,
                "draw",
                msg("event.draw_hidden", player=who, count=len(drawn)),
                player=who,
                cards=card_names(game, drawn),
            )
        )
    return len(drawn)


def shuffle_deck(game: Game, player: int) -> None:
    """Shuffle with the game's own seeded generator only (E-18)."""
    game.shuffle(game.state.players[player].deck)
    game.emit(event("shuffle", player=Seat(player)))


def move(
    game: Game, uid: int, source: list[int], destination: list[int], *, to_top: bool = False
) -> None:
    source.remove(uid)
    if to_top:
        destination.insert(0, uid)
    else:
        destination.append(uid)


def discard_pile(game: Game, uid: int) -> list[int]:
    """Where the card ``uid`` goes when it is discarded: its owner's discard pile (C-01), or
    the Lost Zone for a Prism Star card (its Rule Box: "If a ◇ card would go to the discard
    pile, put it in the Lost Zone instead")."""
    owner = game.state.players[game.state.owner(uid)]
    return owner.lost_zone if game.state.card(uid).is_prism_star else owner.discard


def to_discard(game: Game, uid: int, source: list[int], reason: Message | None = None) -> None:
    """Put a card into its owner's discard pile (C-01: always the owner's; a Prism Star card
    goes to the Lost Zone instead); ``reason`` says why, for the log ("Retreat Cost")."""
    owner = game.state.owner(uid)
    pile = discard_pile(game, uid)
    move(game, uid, source, pile)
    card = card_name(game, uid)
    if pile is not game.state.players[owner].discard:
        game.emit(event("prism_star_lost", player=Seat(owner), card=card))
    elif reason is None:
        game.emit(event("discard", player=Seat(owner), card=card))
    else:
        game.emit(event("discard_for", player=Seat(owner), card=card, reason=reason))


def attach(game: Game, player: int, uid: int, source: list[int], target: InPlay, kind: str) -> None:
    """Attach a card from ``source`` to a Pokémon in play (EN I-C from the hand, C-09 by an
    effect), logged as ``event.<kind>`` (which says where it came from)."""
    source.remove(uid)
    target.energy.append(uid)
    game.emit(
        event(
            kind,
            player=Seat(player),
            pokemon=target.id,
            card=card_name(game, uid),
            target=card_name(game, target.top),
        )
    )


def new_in_play(game: Game, owner: int, uid: int) -> InPlay:
    """A Pokémon coming into play: a new identity each time (JA II-E-12)."""
    state = game.state
    pokemon = InPlay(
        id=state.next_in_play_id,
        owner=owner,
        stack=[uid],
        changed_turn=state.turn,
        poison_counters=game.rules.poison_counters,
        burn_counters=game.rules.burn_counters,
    )
    state.next_in_play_id += 1
    return pokemon


def remove_from_play(game: Game, pokemon: InPlay) -> None:
    player = game.state.players[pokemon.owner]
    if player.active is pokemon:
        player.active = None
    else:
        player.bench.remove(pokemon)


def pokemon_name(game: Game, pokemon: InPlay) -> Message:
    """A Pokémon in play as a message names it: "your Rowlet", "the computer's Litten"."""
    return msg("ref.pokemon", owner=Seat(pokemon.owner), card=card_name(game, pokemon.top))
