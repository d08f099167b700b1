"""The block types a procedural page is composed of. Each block draws itself on the sheet
below the cursor from its parameters (drawn by grammar.py) and the document's content, and
records where it placed each value (`Sheet.placements`)."""

from __future__ import annotations

from typing import Any

from generator.documents.layout import BoxEl
from generator.documents.procedural.content import Content, Field, Row
from generator.documents.procedural.sheet import HEADER_Y, Sheet, width, wrap

Params = dict[str, Any]
FONTS = {"sans": ("sans", "sans-bold", "sans-italic"), "serif": ("serif", "serif-bold", "serif-italic"),
         "mono": ("mono", "mono-bold", "sans-italic"), "vera": ("vera", "vera-bold", "vera-italic")}


def _face(p: Params, weight: int) -> str:
    return FONTS[p["family"]][weight]


def _field_of(c: Content, value: str) -> str | None:
    return next((f.name for f in c.fields if f.value == value), None)


def _x_for(sheet: Sheet, align: str) -> float:
    return {"left": sheet.left, "center": sheet.left + sheet.width / 2, "right": sheet.right}[align]


# --- letterhead --------------------------------------------------------------------------


def letterhead(sheet: Sheet, c: Content, p: Params) -> None:
    align, size = p["align"], p["size"]
    head = _face(p, 1)
    x = _x_for(sheet, align)
    y = sheet.y + size
    name_field = _field_of(c, c.issuer)
    if p["wordmark"] == "bar":
        sheet.rect(sheet.left, sheet.y - 2, sheet.width, size + 10, fill=p["shade"], stroke=False)
        inset = {"left": 8.0, "center": 0.0, "right": -8.0}[align]
        sheet.text(x + inset, y + 2, c.issuer, size, head, align, gray=1.0, fld=name_field)
        y += 12
    elif p["wordmark"] == "initials":
        initials = "".join(w[0] for w in c.issuer.replace(",", " ").split() if w[0].isupper())[:3] or c.issuer[:1]
        side = size + 8
        bx = {"left": x, "center": x - side / 2, "right": x - side}[align]
        sheet.rect(bx, sheet.y - 2, side, side, fill=None, lw=1.2)
        sheet.text(bx + side / 2, sheet.y + side * 0.68, initials, size * 0.7, head, "center")
        y = sheet.y + side + size + 2
        sheet.text(x, y, c.issuer, size, head, align, fld=name_field)
    elif p["wordmark"] == "framed":  # the name in a ruled frame
        w = width(c.issuer, head, size) + 16
        bx = {"left": x, "center": x - w / 2, "right": x - w}[align]
        sheet.rect(bx, sheet.y - 3, w, size + 10, fill=None, lw=1.0)
        inset = {"left": 8.0, "center": 0.0, "right": -8.0}[align]
        sheet.text(x + inset, y + 1, c.issuer, size, head, align, fld=name_field)
        y += 8
    else:
        sheet.text(x, y, c.issuer, size, head, align, fld=name_field)
        if p["wordmark"] == "rule":
            sheet.hline(sheet.left, y + 5, sheet.right, 1.5)
            y += 6
    contact = list(c.issuer_lines)
    if contact and p["contact"] == "one-line":
        contact = ["  |  ".join(contact)]
    for line in contact:
        y += 11
        sheet.text(x, y, line, 8, _face(p, 0), align)
    title_size = p["title_size"]
    title = c.title.upper() if p["caps"] else c.title
    beside = width(c.issuer, head, size) + width(title, head, title_size) + 40 <= sheet.width
    if p["title"] == "opposite" and align != "center" and beside:
        other = "right" if align == "left" else "left"
        inset = (8.0 if p["wordmark"] == "bar" else 0.0) * (1 if other == "left" else -1)
        sheet.text(_x_for(sheet, other) + inset, sheet.y + title_size, title, title_size, head, other,
                   gray=1.0 if p["wordmark"] == "bar" else 0.0)
    else:  # below the letterhead (also when the name leaves no room opposite it)
        y += title_size + 10
        sheet.text(x, y, title, title_size, head, align)
    if c.correction:  # a corrected form's mark, a line of its own under the letterhead
        y += title_size + 12
        sheet.text(x, y, c.correction, title_size, head, align)
    sheet.y = y + 16


# --- party block -------------------------------------------------------------------------


def party(sheet: Sheet, c: Content, p: Params) -> None:
    if not c.parties:
        return
    size = p["size"]
    x = sheet.left if p["side"] == "left" else sheet.left + sheet.width / 2
    sheet.room(len(c.parties) * (size * 2.6) + 12)
    top = sheet.y
    y = sheet.y + 2
    for role, name in c.parties:
        caption = p["captions"].get(role, role.replace("_", " ").capitalize())
        if p["label"] == "above":
            y += 8
            sheet.text(x + 6, y, caption.upper(), 6.5, _face(p, 1))
            y += size + 3
            sheet.text(x + 6, y, name, size, _face(p, 0), fld=_field_of(c, name))
        else:
            y += size + 3
            sheet.text(x + 6, y, caption + ":", size * 0.85, _face(p, 1))
            sheet.text(x + 6 + width(caption + ":", _face(p, 1), size * 0.85) + 8, y, name, size, _face(p, 0),
                       fld=_field_of(c, name))
        y += 4
    if p["boxed"]:
        sheet.rect(x, top - 2, sheet.width / 2 - 6, y - top + 6, fill=None)
    sheet.y = y + 18


# --- key-value panel ---------------------------------------------------------------------


def _cell_fits(p: Params, f: Field, label: str, w: float) -> bool:
    vw = width(f.value, p["value_font"], p["size"])
    lw = width(label, p["label_font"], p["label_size"])
    if p["style"] in ("left", "right", "right-leaders"):
        return lw + vw + 16 <= w
    return max(lw, vw) + 12 <= w


def _label(p: Params, f: Field, n: int) -> str:
    text = f"{n} {f.label}" if p["numbered"] else f.label
    return text + ":" if p["colon"] and p["style"] != "boxed" else text


def panel(sheet: Sheet, c: Content, p: Params) -> None:
    fields = [c.field(n) for n in p["fields"]]
    if not fields:
        return
    gap = 10.0
    cols = p["columns"]
    while cols > 1 and not all(_cell_fits(p, f, _label(p, f, i), (sheet.width - gap * (cols - 1)) / cols)
                               for i, f in enumerate(fields, 1)):
        cols -= 1
    style = p["style"]
    inline = ("left", "right", "right-leaders")
    if cols == 1 and style in inline and not all(_cell_fits(p, f, _label(p, f, i), sheet.width)
                                                 for i, f in enumerate(fields, 1)):
        style = "above"
    cw = (sheet.width - gap * (cols - 1)) / cols
    size, lsize = p["size"], p["label_size"]
    row_h = {"left": size + 6, "right": size + 6, "right-leaders": size + 6, "above": lsize + size + 10,
             "below": lsize + size + 10, "boxed": lsize + size + 14}[style]
    if p["heading"]:
        sheet.room(row_h + 20)
        sheet.text(sheet.left, sheet.y + 10, p["heading"], 10, _face(p, 1))
        sheet.y += 18
    for start in range(0, len(fields), cols):
        sheet.room(row_h)
        for k, f in enumerate(fields[start:start + cols]):
            n = start + k + 1
            x = sheet.left + k * (cw + gap)
            label = _label(p, f, n)
            if style == "boxed":
                box = BoxEl(kind="box", x=round(x, 2), y=round(sheet.y, 2), w=round(cw, 2), h=row_h - 2, label=label,
                            value=f.value, size=size, label_size=lsize, align=p["value_align"],
                            font=p["value_font"], shade=p["shade"], border=True)
                sheet.add(box)
                vx = {"left": x + 5, "right": x + cw - 4, "center": x + cw / 2}[p["value_align"]]
                sheet.place(f.name, vx, sheet.y + row_h - 6)
            elif style == "above":
                sheet.text(x, sheet.y + lsize, label, lsize, p["label_font"])
                vx = x + cw - 4 if p["value_align"] == "right" else x
                sheet.text(vx, sheet.y + lsize + size + 3, f.value, size, p["value_font"],
                           "right" if p["value_align"] == "right" else "left", fld=f.name)
                if p["underline"]:
                    sheet.hline(x, sheet.y + lsize + size + 6, x + cw - 4, 0.3, 0.4)
            elif style == "below":  # a form's caption under its value
                sheet.text(x, sheet.y + size, f.value, size, p["value_font"], fld=f.name)
                sheet.hline(x, sheet.y + size + 3, x + cw - 4, 0.5)
                sheet.text(x, sheet.y + size + lsize + 5, label, lsize, p["label_font"])
            elif style == "right-leaders":  # the value first, dotted leaders, its label at the right edge
                base = sheet.y + size
                sheet.text(x, base, f.value, size, p["value_font"], fld=f.name)
                start = x + width(f.value, p["value_font"], size) + 4
                end = x + cw - 4 - width(label, p["label_font"], lsize) - 4
                dots = int((end - start) / width(".", "sans", lsize))
                if dots > 2:
                    sheet.text(start, base, "." * dots, lsize, "sans", gray=0.45)
                sheet.text(x + cw - 4, base, label, lsize, p["label_font"], "right")
            elif style == "right":  # the value first, its label after it
                sheet.text(x, sheet.y + size, f.value, size, p["value_font"], fld=f.name)
                sheet.text(x + width(f.value, p["value_font"], size) + 8, sheet.y + size, label, lsize,
                           p["label_font"], gray=0.3)
            else:
                base = sheet.y + size
                sheet.text(x, base, label, lsize, p["label_font"])
                end = x + width(label, p["label_font"], lsize) + 4
                if p["leaders"]:
                    dots = int((x + cw - 8 - width(f.value, p["value_font"], size) - end) / width(".", "sans", lsize))
                    if dots > 2:
                        sheet.text(end, base, "." * dots, lsize, "sans", gray=0.45)
                right = p["value_align"] == "right" or p["leaders"]
                sheet.text(x + cw - 4 if right else end + 6, base, f.value, size, p["value_font"],
                           "right" if right else "left", fld=f.name)
        sheet.y += row_h
    sheet.y += 12


# --- statement table ---------------------------------------------------------------------


def table(sheet: Sheet, c: Content, p: Params) -> None:
    """The statement's rows: one table (with a totals row under it, for that variant), or
    two (additions, subtractions) for the in-out variant, each under its own heading."""
    if not c.rows:
        return
    variant = p.get("variant", "single")
    if variant == "in-out":
        for heading, credit in zip(p["halves"], (True, False), strict=True):
            rows = tuple(r for r in c.rows if r.credit == credit)
            if rows:
                _table(sheet, p, rows, heading, None)
        return
    _table(sheet, p, c.rows, p["heading"], (p["total_label"], c.total) if variant == "totals-row" else None)


def _table(sheet: Sheet, p: Params, rows: tuple[Row, ...], heading: str, total: tuple[str, str] | None) -> None:
    size = p["size"]
    rh = size + p["padding"]
    order: list[str] = p["order"]
    titles = p["titles"]
    body = _face(p, 0) if p["body_font"] == "family" else "mono"
    amounts = [r.amount for r in rows] + ([total[1]] if total else [])
    fixed = {"date": 14 + max([width(titles["date"], _face(p, 1), size), *(width(r.date, body, size) for r in rows)]),
             "amount": 14 + max([width(titles["amount"], _face(p, 1), size),
                                 *(width(a, body, size) for a in amounts)])}
    widths = {k: fixed.get(k, sheet.width - sum(fixed.values())) for k in order}

    def header() -> None:
        if p["header"] == "fill":
            sheet.rect(sheet.left, sheet.y, sheet.width, rh, fill=p["fill"], stroke=False)
        if p["header"] == "double":
            sheet.hline(sheet.left, sheet.y, sheet.right, 0.6)
        x = sheet.left
        for k in order:
            ax = x + widths[k] - 4 if k == "amount" else x + 4
            sheet.text(ax, sheet.y + rh - (rh - size) / 2 - 1, titles[k], size, _face(p, 1),
                       "right" if k == "amount" else "left")
            x += widths[k]
        if p["header"] != "bold":
            sheet.hline(sheet.left, sheet.y + rh, sheet.right, 0.8)
        if p["header"] == "double":
            sheet.hline(sheet.left, sheet.y + rh + 2, sheet.right, 0.4)
        sheet.y += rh + (2 if p["header"] == "double" else 0)

    if heading:
        sheet.room(rh * 3 + 20)
        sheet.text(sheet.left, sheet.y + 10, heading, 10, _face(p, 1))
        sheet.y += 18
    sheet.room(rh * 3)
    header()
    for i, row in enumerate(rows):
        if sheet.y + rh > sheet.bottom - 12:
            if p["continued"]:
                sheet.text(sheet.right, sheet.y + 12, p["continued"], 7, "sans-italic", "right")
            sheet.new_page()
            if p["repeat_header"]:
                header()
        if p["zebra"] and i % 2 == 1:
            sheet.rect(sheet.left, sheet.y, sheet.width, rh, fill=0.94, stroke=False)
        x = sheet.left
        base = sheet.y + rh - (rh - size) / 2 - 1
        for k in order:
            value = {"date": row.date, "description": row.description, "amount": row.amount}[k]
            ax = x + widths[k] - 4 if k == "amount" else x + 4
            sheet.text(ax, base, value, size, body, "right" if k == "amount" else "left", fld=f"{row.key}_{k}")
            x += widths[k]
        if p["ruled"]:
            sheet.hline(sheet.left, sheet.y + rh, sheet.right, 0.3, 0.5)
        sheet.y += rh
    sheet.hline(sheet.left, sheet.y, sheet.right, 0.8)
    if total is not None:  # a totals row: its label under the description, the sum under the amounts
        sheet.room(rh + 4)
        base = sheet.y + rh - (rh - size) / 2 - 1
        x = sheet.left
        for k in order:
            if k == "description":
                sheet.text(x + 4, base, total[0], size, _face(p, 1))
            elif k == "amount":
                sheet.text(x + widths[k] - 4, base, total[1], size, _face(p, 1) if body != "mono" else "mono-bold",
                           "right")
            x += widths[k]
        sheet.y += rh
        sheet.hline(sheet.left, sheet.y, sheet.right, 0.8)
        sheet.hline(sheet.left, sheet.y + 2, sheet.right, 0.8)
    sheet.y += 16


# --- summary box and prose ---------------------------------------------------------------


def summary(sheet: Sheet, c: Content, p: Params) -> None:
    names: list[str] = p["fields"]
    if not names:
        return
    size = p["size"]
    need = max(width(c.field(n).label, _face(p, 0), size) + width(c.field(n).value, p["value_font"], size)
               for n in names) + 28
    w = max(sheet.width * p["width"], min(need, sheet.width))  # wide enough for its longest line
    x = sheet.left if p["side"] == "left" else sheet.right - w
    h = 22 + len(names) * (size + 5)
    sheet.room(h + 10)
    sheet.rect(x, sheet.y, w, h, fill=p["fill"], stroke=p["stroke"], lw=0.8)
    sheet.text(x + 8, sheet.y + 14, p["heading"], size + 1, _face(p, 1))
    y = sheet.y + 14
    for n in names:
        f = c.field(n)
        y += size + 5
        sheet.text(x + 8, y, f.label, size, _face(p, 0))
        sheet.text(x + w - 8, y, f.value, size, p["value_font"], "right", fld=f.name)
    sheet.y += h + 14


def prose(sheet: Sheet, c: Content, p: Params) -> None:
    """A sentence or letter paragraph holding values; a value is one unbreakable token. The
    letter variant opens with a salutation, gives each value its own sentence and signs off."""
    names: list[str] = p["fields"]
    if not names:
        return
    font, size = _face(p, 2 if p["italic"] else 0), p["size"]
    letter = p.get("variant") == "letter"
    if letter:
        to = c.parties[0][1] if c.parties else "customer"
        _paragraph(sheet, [(f"{p['salutation']} {to},", None)], font, size)
        sheet.y += 4
    tokens: list[tuple[str, str | None]] = [(w, None) for w in p["opening"].split()]
    for i, n in enumerate(names):
        f = c.field(n)
        label = f.label.strip().rstrip(":")
        if letter:
            tokens += [(w, None) for w in f"{label} {p['verb']}".split()]
            tokens.append((f.value + ".", n))
            continue
        if i and i == len(names) - 1:
            tokens.append(("and", None))
        tokens += [(w, None) for w in f"{p['article']} {label.lower()} {p['verb']}".split()]
        tokens.append((f.value + ("," if i < len(names) - 2 else ""), n))
    if not letter:
        tokens[-1] = (tokens[-1][0] + ".", tokens[-1][1])
    tokens += [(w, None) for w in p["closing"].split()]
    _paragraph(sheet, tokens, font, size)
    if letter:
        sheet.y += 6
        _paragraph(sheet, [(p["sign_off"], None)], font, size)
        _paragraph(sheet, [(p["sender"], None)], _face(p, 1), size)
    sheet.y += 14


def _paragraph(sheet: Sheet, tokens: list[tuple[str, str | None]], font: str, size: float) -> None:
    lead = size * 1.35
    for line in wrap(tokens, font, size, sheet.width):
        sheet.room(lead)
        sheet.y += lead
        text = " ".join(t for t, _ in line)
        x = sheet.left
        for t, fld in line:
            if fld is not None:
                sheet.place(fld, x, sheet.y)
            x += width(t + " ", font, size)
        sheet.text(sheet.left, sheet.y, text, size, font)


def notice(sheet: Sheet, c: Content, p: Params) -> None:
    font, size = _face(p, 2 if p["italic"] else 0), p["size"]
    lead = size * 1.3
    if p["rule"]:
        sheet.room(lead * 3)
        sheet.hline(sheet.left, sheet.y, sheet.right, 0.4, 0.5)
        sheet.y += 4
    for sentence in p["sentences"]:
        for line in wrap([(w, None) for w in sentence.split()], font, size, sheet.width):
            sheet.room(lead)
            sheet.y += lead
            sheet.text(sheet.left, sheet.y, " ".join(t for t, _ in line), size, font, gray=0.25)
    sheet.y += 10


# --- page furniture ----------------------------------------------------------------------


def furniture(sheet: Sheet, c: Content, p: Params) -> None:
    """Page x of y and the account reference on every page (drawn once all pages exist)."""
    total = len(sheet.pages)
    foot = sheet.height - 34
    ref = c.reference
    at_header = p["page_at"] == "header"
    align = "right" if at_header or p["page_align"] == "right" else "center"
    px = sheet.right if align == "right" else sheet.left + sheet.width / 2
    for k in range(total):
        sheet.text(px, HEADER_Y if at_header else foot, p["page_format"].format(i=k + 1, n=total), 7, _face(p, 0),
                   align, page=k)
        if ref is not None and p["reference"] != "none" and (k > 0 or p["reference_first"]):
            ry = HEADER_Y if p["reference"] == "header" else foot
            sheet.text(sheet.left, ry, f"{ref.label} {ref.value}", 7, _face(p, 0), page=k)
        if p["footer_rule"]:
            sheet.hline(sheet.left, foot - 9, sheet.right, 0.3, 0.4, page=k)
