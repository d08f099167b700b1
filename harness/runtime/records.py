"""Records on disk: camelCase pydantic models, read with one-line errors, written atomically.

corpus.json (`harness.contract.manifest`) and the records a run writes (marker.json,
probe.json, scorecard.json, selftest.json) share this base. JSON keys are camelCase
(`byGrade`), Python attributes snake_case (`by_grade`); unknown keys are refused, with
the nearest known key. A problem reads as one line naming the file and the JSON path:
`runs/x/scorecard.json: $.summary.total: expected an integer, got "7"`.
"""

from __future__ import annotations

import json
import types
from pathlib import Path
from typing import Annotated, Any, TypeVar, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    SerializerFunctionWrapHandler,
    TypeAdapter,
    ValidationError,
    model_serializer,
)
from pydantic.alias_generators import to_camel
from pydantic.fields import FieldInfo
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from harness.runtime.errors import RagError
from harness.runtime.fsutil import atomic_write_text, dumps_json
from harness.runtime.jsonread import read_json_bytes
from harness.runtime.suggest import did_you_mean

T = TypeVar("T")
JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"


class RecordError(RagError):
    """A record file is missing, unreadable, or not the record it should be."""


class CamelModel(BaseModel):
    """camelCase on disk, snake_case in Python, both accepted on input; unknown keys refused."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class _OmitWhenNone:
    def __repr__(self) -> str:
        return "OMIT_WHEN_NONE"

    def __get_pydantic_json_schema__(self, schema: CoreSchema,
                                     handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        # in the JSON Schema the key is optional and never null: the file leaves it out
        return handler(schema["schema"] if schema["type"] == "nullable" else schema)


# Field metadata, `Annotated[X | None, OMIT_WHEN_NONE] = None`: a key that a record has only
# sometimes (a run's scorecard has `config`, a graded answers file's has not) is left out
# of the file when its value is None, rather than written as null.
OMIT_WHEN_NONE = _OmitWhenNone()


def _omitted_keys_have_no_default(schema: dict[str, Any], model: type[BaseModel]) -> None:
    properties = schema.get("properties", {})
    for name, info in model.model_fields.items():
        if OMIT_WHEN_NONE in info.metadata:
            properties.get(_key(name, info), {}).pop("default", None)


def disk_key(key: str) -> Any:
    """A field whose key on disk is not the camelCase of its Python name (`ok` is `pass` on disk).

    Set as validation and serialization alias, not `alias`: the constructor keeps the Python name."""
    return Field(validation_alias=key, serialization_alias=key)


def _key(name: str, info: FieldInfo) -> str:
    """The key of a field on disk."""
    return info.serialization_alias or info.alias or name


class Record(CamelModel):
    """A record the harness writes: keys marked OMIT_WHEN_NONE are absent when None."""

    model_config = ConfigDict(json_schema_extra=_omitted_keys_have_no_default)

    @model_serializer(mode="wrap")
    def _leave_out_absent(self, handler: SerializerFunctionWrapHandler) -> Any:
        data = handler(self)
        for name, info in type(self).model_fields.items():
            if OMIT_WHEN_NONE in info.metadata and getattr(self, name) is None:
                data.pop(_key(name, info), None)
                data.pop(name, None)
        return data


# --- errors: one line, the JSON path, the nearest known key -------------------------------

_TYPE_WORDS = {
    "string_type": "a string",
    "bool_type": "a boolean",
    "int_type": "an integer",
    "float_type": "a number",
    "list_type": "a list",
    "dict_type": "an object",
    "model_type": "an object",
    "model_attributes_type": "an object",
}


def json_path(loc: tuple[int | str, ...]) -> str:
    """`$.questions[3].id` from a pydantic error location."""
    out = "$"
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def _unwrap(annotation: Any) -> Any:
    """`X` from `Annotated[X, ...]` and from `X | None`."""
    while True:
        if get_origin(annotation) is Annotated:
            annotation = get_args(annotation)[0]
            continue
        if get_origin(annotation) in (Union, types.UnionType):
            args = [a for a in get_args(annotation) if a is not type(None)]
            if len(args) == 1:
                annotation = args[0]
                continue
        return annotation


def _is_model(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def _tagged_members(root: Any) -> dict[str, type[BaseModel]]:
    """The models of a discriminated union by tag (`Annotated[A | B, Field(discriminator=...)]`)."""
    if get_origin(root) is not Annotated:
        return {}
    union, *meta = get_args(root)
    key = next((m.discriminator for m in meta if isinstance(m, FieldInfo) and m.discriminator), None)
    if not isinstance(key, str):
        return {}
    out = {}
    for member in get_args(union):
        for tag in get_args(member.model_fields[key].annotation):
            out[tag] = member
    return out


def _model_at(root: Any, loc: tuple[int | str, ...]) -> type[BaseModel] | None:
    """The model whose instance sits at `loc` (a path through aliases, indexes and dict keys)."""
    annotation = root
    for part in loc:
        annotation = _unwrap(annotation)
        origin = get_origin(annotation)
        if origin in (list, tuple, set, frozenset):
            annotation = get_args(annotation)[0]
        elif origin is dict:
            annotation = get_args(annotation)[1]
        elif _is_model(annotation):
            fields = annotation.model_fields.items()
            field = next((f for name, f in fields if part in (name, f.alias, _key(name, f))), None)
            if field is None:
                return None
            annotation = field.annotation
        else:
            return None
    annotation = _unwrap(annotation)
    return annotation if _is_model(annotation) else None


def describe_error(error: Any, root: Any) -> str:
    """One pydantic error as `<JSON path>: <problem>`; `root` is the type that was validated."""
    loc = tuple(error["loc"])
    members = _tagged_members(root)
    if members and loc and loc[0] in members:  # a tagged union puts the tag first: not a key
        root, loc = members[str(loc[0])], loc[1:]
    kind = error["type"]
    where = json_path(loc)
    if loc and loc[-1] == "[key]":  # a dict key of the wrong kind: pydantic locates it after the key
        *outer, key, _ = loc
        return f"{json_path(tuple(outer))}: key {json.dumps(key, ensure_ascii=False)}: {error['msg']}"
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        tag_path = json_path((*loc, str(error["ctx"]["discriminator"]).strip("'")))
        if kind == "union_tag_not_found":
            return f"{tag_path}: missing required key"
        got = json.dumps(error["ctx"]["tag"], ensure_ascii=False)
        return f"{tag_path}: expected one of {error['ctx']['expected_tags']}, got {got}"
    if kind == "extra_forbidden":
        model = _model_at(root, loc[:-1])
        known = sorted(_key(n, f) for n, f in model.model_fields.items()) if model else []
        return f"{where}: unknown key{did_you_mean(str(loc[-1]), known)}"
    if kind == "missing":
        return f"{where}: missing required key"
    if kind in _TYPE_WORDS:
        got = json.dumps(error.get("input"), ensure_ascii=False)
        if len(got) > 40:
            got = got[:37] + "..."
        return f"{where}: expected {_TYPE_WORDS[kind]}, got {got}"
    msg = str(error["msg"]).removeprefix("Value error, ")
    return f"{where}: {msg}"


def validation_message(exc: ValidationError, root: Any) -> str:
    """The first problem of a failed validation, and how many more there are."""
    errors = exc.errors()
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"{describe_error(errors[0], root)}{more}"


# --- reading and writing -----------------------------------------------------------------


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def _adapter(kind: Any) -> TypeAdapter[Any]:
    if kind not in _ADAPTERS:
        _ADAPTERS[kind] = TypeAdapter(kind)
    return _ADAPTERS[kind]


def read_record(path: Path, kind: type[T] | Any, error: type[RagError] = RecordError) -> T:
    """Read and validate a record file (a model, or a tagged union of models).

    Validation is strict JSON validation: `"7"` is no integer and `1` no boolean.
    Raises `error` with one line: `<file>: <JSON path>: <problem>`."""
    raw = read_json_bytes(path, error)  # invalid or too deeply nested JSON: one line (harness.runtime.jsonread)
    try:
        value: T = _adapter(kind).validate_json(raw, strict=True)
    except ValidationError as exc:
        raise error(f"{path}: {validation_message(exc, kind)}") from None
    return value


def dump_record(record: BaseModel) -> str:
    """The canonical text of a record: camelCase keys, sorted, two-space indent."""
    return dumps_json(record.model_dump(mode="json", by_alias=True))


def write_record(path: Path, record: BaseModel) -> None:
    """Write a record atomically (a temporary file beside it, then os.replace)."""
    atomic_write_text(path, dump_record(record))


def record_schema(kind: type[BaseModel] | Any, title: str) -> dict[str, Any]:
    """The JSON Schema of a record type (the keys as they are on disk)."""
    schema = _adapter(kind).json_schema(by_alias=True)
    schema["$schema"] = JSON_SCHEMA_DIALECT
    schema["title"] = title
    return schema


def record_schema_text(kind: type[BaseModel] | Any, title: str) -> str:
    return dumps_json(record_schema(kind, title))
