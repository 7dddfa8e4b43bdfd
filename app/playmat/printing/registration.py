"""What a deck registration sheet says: the player, their age division, and the deck grouped the
way the Play! Pokémon sheet asks (Pokémon with set, collector number and regulation mark;
Trainer and Energy cards by name), with totals that add up to the deck's size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

from playmat.cards.model import Card
from playmat.i18n.message import Message, Term, msg
from playmat.printing.divisions import Division, division_for, season_of
from playmat.printing.errors import PrintError

MAX_NAME = 60


@dataclass(frozen=True)
class Player:
    name: str
    player_id: str
    birth_date: date


@dataclass(frozen=True)
class PokemonLine:
    count: int
    name: str
    set_code: str
    number: str
    regulation_mark: str


@dataclass(frozen=True)
class NamedLine:
    count: int
    name: str


@dataclass(frozen=True)
class Registration:
    player: Player
    event_date: date
    deck_name: str
    pokemon: tuple[PokemonLine, ...]
    trainers: tuple[NamedLine, ...]
    energy: tuple[NamedLine, ...]

    @property
    def season(self) -> int:
        return season_of(self.event_date)

    @property
    def division(self) -> Division:
        return division_for(self.player.birth_date.year, self.season)

    @property
    def pokemon_total(self) -> int:
        return sum(line.count for line in self.pokemon)

    @property
    def trainer_total(self) -> int:
        return sum(line.count for line in self.trainers)

    @property
    def energy_total(self) -> int:
        return sum(line.count for line in self.energy)

    @property
    def total(self) -> int:
        return self.pokemon_total + self.trainer_total + self.energy_total


def default_set_code(card: Card) -> str:
    return card.ptcgo_code or card.set_id.upper()


def check_player(player: Player, event_date: date) -> Player:
    """The player's details tidied, or a :class:`PrintError` saying which one is wrong."""
    name = " ".join(player.name.split())
    if not name:
        raise PrintError(msg("registration.no_name"))
    if len(name) > MAX_NAME:
        raise PrintError(msg("registration.long_name", most=MAX_NAME))
    player_id = player.player_id.strip()
    if not player_id.isdigit() or not player_id.isascii():
        raise PrintError(msg("registration.bad_player_id", given=player.player_id))
    birth = player.birth_date.isoformat()
    if player.birth_date >= event_date:
        raise PrintError(
            msg("registration.born_after_event", birth=birth, event=event_date.isoformat())
        )
    if player.birth_date.year < 1900:
        raise PrintError(msg("registration.born_too_early", birth=birth))
    return Player(name, player_id, player.birth_date)


def registration(
    entries: Sequence[tuple[Card, int]],
    player: Player,
    event_date: date | None = None,
    deck_name: str = "",
    set_code: Callable[[Card], str] = default_set_code,
) -> Registration:
    """The sheet's contents for a deck; ``event_date`` (today by default) picks the season."""
    event_date = event_date or date.today()
    player = check_player(player, event_date)
    if not entries or sum(count for _, count in entries) == 0:
        raise PrintError(msg("registration.empty_deck"))
    pokemon: dict[tuple[str, str, str, str], int] = {}
    trainers: dict[str, int] = {}
    energy: dict[str, int] = {}
    for card, count in entries:
        if not card.name.strip():
            raise PrintError(msg("print.card_without_name", card=card.id))
        if card.is_pokemon:
            key = (card.name, set_code(card), card.number, card.regulation_mark or "")
            pokemon[key] = pokemon.get(key, 0) + count
        elif card.is_trainer:
            trainers[card.name] = trainers.get(card.name, 0) + count
        else:
            energy[card.name] = energy.get(card.name, 0) + count
    return Registration(
        player,
        event_date,
        deck_name,
        tuple(PokemonLine(n, *key) for key, n in pokemon.items()),
        tuple(NamedLine(n, name) for name, n in trainers.items()),
        tuple(NamedLine(n, name) for name, n in energy.items()),
    )


def missing_details(sheet: Registration) -> list[Message]:
    """Pokémon lines a judge would ask about: no set or no collector number in the data."""
    notes = []
    for line in sheet.pokemon:
        details = (("card_detail.set", line.set_code), ("card_detail.number", line.number))
        missing = tuple(Term(key) for key, value in details if not value)
        if missing:
            notes.append(msg("registration.write_in", name=line.name, missing=missing))
    return notes
