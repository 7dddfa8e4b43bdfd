"""The JSON form of what crosses the engine's boundary: observations, actions, answers and
messages, lossless both ways.

Encoding follows the dataclasses' own fields; decoding checks every value against the field's
type before anything is built, so a record with a missing or unknown field, a wrong type (a
float or a string where a whole number belongs, a bool for a number, a nested list), or an
unknown kind raises :class:`DecodeError` (Playmat's own error, naming the path of the bad value)
and never a ``TypeError``, ``AttributeError`` or ``RecursionError``: the only values nested
deeper than their type are a message's arguments and a free-form JSON object, and both are
refused past :data:`MAX_DEPTH` levels. A union of records (a card one sees or a hidden
one) is written with its ``"$type"``; an action with its ``"type"``.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from enum import Enum
from functools import cache
from typing import Any, TypeVar

from playmat.errors import PlaymatError
from playmat.i18n.message import Arg, CardName, Message, Seat, Term, msg
from playmat.rules.actions import ACTION_TYPES, Action, Answer
from playmat.rules.observation import SCHEMA, Observation

T = TypeVar("T")
JSON = Any
#: A free-form JSON object (a hand-written position), checked only for being JSON.
JsonObject = dict[str, Any]
#: How deeply a message's arguments, or a free-form object, may nest: far more than any
#: message or position Playmat writes, far less than Python's recursion limit.
MAX_DEPTH = 32


class DecodeError(PlaymatError):
    """A record that is not what it claims to be; nothing was built or recorded from it."""

    def __init__(self, path: str, problem: Message) -> None:
        super().__init__(msg("decode.error", path=path or "$", problem=problem))
        self.path = path or "$"
        self.problem = problem


# -- encoding ----------------------------------------------------------------------------------


def encode(value: Any) -> JSON:
    """``value`` (a dataclass of the boundary, a message, an action) as JSON-ready data."""
    kind = type(value)
    encoder = _ENCODERS.get(kind)
    if encoder is None:
        encoder = _ENCODERS[kind] = _encoder_for(kind)
    return encoder(value)


#: How each type is encoded, worked out once per type: observations are encoded after every
#: decision for a player on the LAN, so this is the boundary's hot path.
_ENCODERS: dict[type, Callable[[Any], JSON]] = {}


def _encoder_for(kind: type) -> Callable[[Any], JSON]:
    if issubclass(kind, Action):
        tag = kind.type
        names = tuple(f.name for f in _fields(kind))
        return lambda value: {"type": tag, **{n: encode(getattr(value, n)) for n in names}}
    if kind is Message:
        return lambda value: {
            "id": value.id,
            "args": {name: _encode_arg(arg) for name, arg in value.args},
        }
    if dataclasses.is_dataclass(kind):
        names = tuple(f.name for f in _fields(kind))
        if kind in _TAGGED:
            label = kind.__name__
            return lambda value: {
                **{n: encode(getattr(value, n)) for n in names},
                "$type": label,
            }
        return lambda value: {n: encode(getattr(value, n)) for n in names}
    if issubclass(kind, Enum):
        return lambda value: value.value
    if issubclass(kind, tuple | list):
        return lambda value: [encode(item) for item in value]
    return lambda value: value


def _encode_arg(arg: Arg) -> JSON:
    if isinstance(arg, bool | int | str):
        return arg
    if isinstance(arg, CardName):
        return {"$card": [arg.id, arg.name]}
    if isinstance(arg, Seat):
        return {"$seat": arg.index}
    if isinstance(arg, Term):
        return {"$term": arg.key}
    if isinstance(arg, Message):
        return {"$message": encode(arg)}
    return [_encode_arg(item) for item in arg]


# -- decoding ----------------------------------------------------------------------------------


def decode(kind: type[T], data: JSON) -> T:
    """A value of ``kind`` from its JSON form; :class:`DecodeError` for anything else."""
    return typing.cast(T, _decoder(typing.cast(Any, kind))(data, ""))


def reads_back(action: Action) -> bool:
    """Whether ``action`` plainly reads back as itself from its JSON form, without the round
    trip: a known kind whose fields are all whole numbers (or ``None`` where the field allows
    it), or an answer of whole numbers. The engine checks every decision and every verdict a
    guest's table is sent this way; anything else takes the full round trip."""
    if type(action) is Answer:
        choices = action.choices
        return type(choices) is tuple and all(type(index) is int for index in choices)
    kind = type(action)
    if kind not in _NUMBER_FIELDS:
        _NUMBER_FIELDS[kind] = _number_fields(kind)
    numbers = _NUMBER_FIELDS[kind]
    return numbers is not None and all(
        type(value := getattr(action, name)) is int or (optional and value is None)
        for name, optional in numbers
    )


#: Each action kind's whole-number fields (:func:`_number_fields`), looked up once per kind.
_NUMBER_FIELDS: dict[type, tuple[tuple[str, bool], ...] | None] = {}


def _number_fields(kind: type) -> tuple[tuple[str, bool], ...] | None:
    """The fields of an action kind, each with whether it may be ``None``, if they are all
    whole numbers; ``None`` for a kind with other fields or one the wire doesn't know."""
    if ACTION_TYPES.get(getattr(kind, "type", "")) is not kind:
        return None
    hints = typing.get_type_hints(kind)
    numbers = []
    for field in _fields(kind):
        hint = hints[field.name]
        if hint is not int and hint != int | None:
            return None
        numbers.append((field.name, hint is not int))
    return tuple(numbers)


def decode_action(data: JSON) -> Action:
    """An action or answer from its JSON form."""
    return decode(Action, data)


def decode_observation(data: JSON) -> Observation:
    """An observation from its JSON form, refusing another schema version."""
    if isinstance(data, Mapping) and data.get("schema") != SCHEMA:
        raise DecodeError(
            "schema", msg("decode.schema", found=str(data.get("schema")), expected=SCHEMA)
        )
    return decode(Observation, data)


Decoder = Callable[[JSON, str], Any]


def _wrong(path: str, expected: str) -> DecodeError:
    return DecodeError(path, msg("decode.wrong_type", expected=expected))


@cache
def _decoder(kind: Any) -> Decoder:
    """A function that checks and builds a value of ``kind`` (made once per type)."""
    if kind is Action:
        return _decode_action
    if kind is Message:
        return _decode_message
    if kind is type(None):
        return _exactly(type(None), "null")
    if kind is bool:
        return _exactly(bool, "true or false")
    if kind is int:
        return _exactly(int, "a whole number")
    if kind is str:
        return _exactly(str, "text")
    if kind == JsonObject:
        return _json_object
    origin = typing.get_origin(kind)
    if origin is typing.Union or origin is types.UnionType:
        return _union(typing.get_args(kind))
    if origin is tuple:
        return _tuple(typing.get_args(kind))
    if isinstance(kind, type) and issubclass(kind, Enum):
        return _enum(kind)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _record(kind)
    raise TypeError(f"no JSON form for {kind!r}")  # a programming error, not bad input


def _exactly(kind: type, expected: str) -> Decoder:
    def check(data: JSON, path: str) -> Any:
        # bool is an int in Python; on the wire a number is never true or false.
        if type(data) is not kind:
            raise _wrong(path, expected)
        return data

    return check


def _enum(kind: type[Enum]) -> Decoder:
    values = {member.value: member for member in kind}

    def check(data: JSON, path: str) -> Any:
        if type(data) not in (str, int) or data not in values:
            raise DecodeError(path, msg("decode.unknown_kind", kind=str(data)))
        return values[data]

    return check


def _tuple(arguments: tuple[Any, ...]) -> Decoder:
    if len(arguments) == 2 and arguments[1] is Ellipsis:
        item = _decoder(arguments[0])

        def many(data: JSON, path: str) -> Any:
            if type(data) is not list:
                raise _wrong(path, "a list")
            return tuple(item(value, f"{path}[{i}]") for i, value in enumerate(data))

        return many
    items = [_decoder(argument) for argument in arguments]

    def fixed(data: JSON, path: str) -> Any:
        if type(data) is not list or len(data) != len(items):
            raise _wrong(path, f"a list of {len(items)}")
        return tuple(
            item(value, f"{path}[{i}]")
            for i, (item, value) in enumerate(zip(items, data, strict=True))
        )

    return fixed


def _union(members: tuple[Any, ...]) -> Decoder:
    records: dict[str, Any] = {m.__name__: m for m in members if _is_record(m)}
    others = [_decoder(m) for m in members if not _is_record(m)]

    optional = type(None) in members

    def check(data: JSON, path: str) -> Any:
        if data is None and optional:
            return None
        if len(records) > 1 and isinstance(data, dict):
            tag = data.get("$type")
            if not isinstance(tag, str) or tag not in records:
                raise DecodeError(path, msg("decode.unknown_kind", kind=str(tag)))
            return _decoder(records[tag])(data, path)
        if len(records) == 1 and isinstance(data, dict):
            return _decoder(next(iter(records.values())))(data, path)
        for other in others:
            try:
                return other(data, path)
            except DecodeError:
                continue
        raise _wrong(path, " or ".join(_describe(m) for m in members))

    return check


def _is_record(kind: Any) -> bool:
    return isinstance(kind, type) and dataclasses.is_dataclass(kind)


def _describe(kind: Any) -> str:
    return "null" if kind is type(None) else getattr(kind, "__name__", str(kind))


def _record(kind: type) -> Decoder:
    hints = typing.get_type_hints(kind)
    fields = [(f, _decoder(hints[f.name])) for f in _fields(kind)]
    return _build(kind, fields, {f.name for f, _ in fields})


def _build(
    kind: type, fields: list[tuple[dataclasses.Field[Any], Decoder]], names: set[str]
) -> Decoder:
    def check(data: JSON, path: str) -> Any:
        if type(data) is not dict:
            raise _wrong(path, "a record")
        for name in data:
            if name not in names and not (name == "$type" and data[name] == kind.__name__):
                raise DecodeError(path, msg("decode.unknown_field", field=str(name)))
        values = {}
        for field, decoder in fields:
            if field.name in data:
                values[field.name] = decoder(data[field.name], f"{path}.{field.name}".lstrip("."))
            elif (
                field.default is dataclasses.MISSING
                and field.default_factory is dataclasses.MISSING
            ):
                raise DecodeError(path, msg("decode.missing_field", field=field.name))
        return kind(**values)

    return check


def _fields(kind: type) -> tuple[dataclasses.Field[Any], ...]:
    """The fields a record is built from (looked up once per type: every decision is
    encoded to be checked)."""
    found = _FIELDS.get(kind)
    if found is None:
        found = _FIELDS[kind] = tuple(f for f in dataclasses.fields(kind) if f.init)
    return found


_FIELDS: dict[type, tuple[dataclasses.Field[Any], ...]] = {}


def _decode_action(data: JSON, path: str) -> Action:
    if type(data) is not dict:
        raise _wrong(path, "an action")
    tag = data.get("type")
    if not isinstance(tag, str) or tag not in ACTION_TYPES:
        raise DecodeError(path, msg("decode.unknown_kind", kind=str(data.get("type"))))
    return typing.cast(Action, _action_decoder(tag)(data, path))


@cache
def _action_decoder(tag: str) -> Decoder:
    """The decoder of one kind of action (made once: the engine checks every decision)."""
    cls = ACTION_TYPES[tag]
    hints = typing.get_type_hints(cls)
    fields = [(f, _decoder(hints[f.name])) for f in _fields(cls)]
    return _build(cls, fields, {f.name for f, _ in fields} | {"type"})


def _json_object(data: JSON, path: str) -> JsonObject:
    """A JSON object holding only JSON values, nested at most :data:`MAX_DEPTH` deep (checked
    without recursion, so no depth can overflow the stack)."""
    if type(data) is not dict:
        raise _wrong(path, "a record")
    pending: list[tuple[JSON, int]] = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise DecodeError(path, msg("decode.too_deep", depth=MAX_DEPTH))
        if type(value) is dict:
            if any(type(key) is not str for key in value):
                raise _wrong(path, "a record")
            pending.extend((item, depth + 1) for item in value.values())
        elif type(value) is list:
            pending.extend((item, depth + 1) for item in value)
        elif value is not None and type(value) not in (bool, int, float, str):
            raise _wrong(path, "a JSON value")
    return typing.cast(JsonObject, data)


def _decode_message(data: JSON, path: str, depth: int = 0) -> Message:
    if depth > MAX_DEPTH:
        raise DecodeError(path, msg("decode.too_deep", depth=MAX_DEPTH))
    if type(data) is not dict or set(data) != {"id", "args"}:
        raise _wrong(path, "a message")
    if type(data["id"]) is not str or type(data["args"]) is not dict:
        raise _wrong(path, "a message")
    # In the order they were written: a message is the same message with its arguments in
    # the order the code named them.
    args = tuple(
        (name, _decode_arg(value, f"{path}.args.{name}", depth + 1))
        for name, value in data["args"].items()
    )
    return Message(data["id"], args)


def _decode_arg(data: JSON, path: str, depth: int) -> Arg:
    if depth > MAX_DEPTH:
        raise DecodeError(path, msg("decode.too_deep", depth=MAX_DEPTH))
    if type(data) in (bool, int, str):
        return typing.cast(Arg, data)
    if type(data) is list:
        return tuple(_decode_arg(item, f"{path}[{i}]", depth + 1) for i, item in enumerate(data))
    if type(data) is dict and len(data) == 1:
        ((tag, value),) = data.items()
        if (
            tag == "$card"
            and type(value) is list
            and len(value) == 2
            and all(type(v) is str for v in value)
        ):
            return CardName(value[0], value[1])
        if tag == "$seat" and type(value) is int and value in (0, 1):
            return Seat(value)
        if tag == "$term" and type(value) is str:
            return Term(value)
        if tag == "$message":
            return _decode_message(value, path, depth + 1)
    raise _wrong(path, "a message argument")


def _tagged(root: Any, seen: set[Any] | None = None) -> set[type]:
    """The records that stand in a union with other records anywhere under ``root``: they are
    written with their ``"$type"``."""
    seen = set() if seen is None else seen
    if root in seen:
        return set()
    seen.add(root)
    found: set[type] = set()
    arguments = typing.get_args(root)
    origin = typing.get_origin(root)
    if origin is typing.Union or origin is types.UnionType:
        records = [m for m in arguments if dataclasses.is_dataclass(m)]
        if len(records) > 1:
            found.update(typing.cast(list[type], records))
    for argument in arguments:
        found |= _tagged(argument, seen)
    if isinstance(root, type) and dataclasses.is_dataclass(root) and root is not Message:
        for hint in typing.get_type_hints(root).values():
            found |= _tagged(hint, seen)
    return found


#: Records written with their ``"$type"`` because they stand in a union with others.
_TAGGED: set[type] = _tagged(Observation)
