"""The translation catalogues: extract marked strings, merge translations, check, compile.

    python build_scripts/translations.py update [--merge FILE.json ...]
        Find every marked string in pe_desktop/ (tr("…"), N_("…"), msg("…")), and write
        resources/translations/pe_desktop_<lang>.ts keeping the translations already there.
        FILE.json ({"English source": "translation", …}, for Japanese) fills in more.
        Strings no longer in the code are dropped; English is its own translation.
    python build_scripts/translations.py check
        Exit 1, listing them, if a catalogue has unfinished, missing or stale entries, or a
        translation whose {fields} differ from its source.
    python build_scripts/translations.py missing FILE.json [SOURCE.py ...]
        The marked strings of those source files (default: all) that neither the Japanese
        catalogue nor FILE.json translates, or whose translation's {fields} differ.
    python build_scripts/translations.py compile [OUT_DIR]
        pyside6-lrelease every .ts into .qm (default: next to the .ts files).

Everything is in one context; ``pe_desktop/i18n.py`` names it.
"""
from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
import sysconfig
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pe_desktop"
TS_DIR = ROOT / "resources" / "translations"
CONTEXT = "pe-desktop"
LANGUAGES = {"en": "en_US", "ja": "ja_JP"}
SOURCE_LANGUAGE = "en"
MARKERS = {"tr", "N_", "msg"}
FIELD = re.compile(r"\{[^{}]*\}")


@dataclass(frozen=True)
class Found:
    text: str
    file: str  # relative to the repository
    line: int


def _marker(call: ast.Call) -> str | None:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
    return name if name in MARKERS else None


def extract(package: Path = PACKAGE) -> tuple[list[Found], list[str]]:
    """(every marked literal string in order of first appearance, problems): a marker
    called with anything but a literal string is a problem (it cannot be translated)."""
    found: dict[str, Found] = {}
    problems: list[str] = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _marker(node) is None or not node.args:
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                if first.value and first.value not in found:
                    found[first.value] = Found(first.value, rel, node.lineno)
            elif not _is_definition_passthrough(node, tree):
                problems.append(f"{rel}:{node.lineno}: {_marker(node)}() needs a literal string")
    return sorted(found.values(), key=lambda f: (f.file, f.line)), problems


def _is_definition_passthrough(node: ast.Call, tree: ast.Module) -> bool:
    """``msg`` building a Msg from its own argument (core/text.py) is not a use."""
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and fn.name in MARKERS and fn.lineno <= node.lineno <= (fn.end_lineno or 0):
            return True
    return False


def ts_path(language: str) -> Path:
    return TS_DIR / f"pe_desktop_{language}.ts"


def read_ts(path: Path) -> dict[str, tuple[str, bool]]:
    """source → (translation, finished)."""
    if not path.exists():
        return {}
    out = {}
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        node = message.find("translation")
        text = (node.text or "") if node is not None else ""
        finished = node is not None and node.get("type") not in ("unfinished", "vanished", "obsolete")
        out[source] = (text, finished and bool(text))
    return out


def write_ts(path: Path, language: str, found: list[Found], translations: dict[str, str]) -> int:
    """Write the catalogue; returns how many entries are unfinished."""
    root = ET.Element("TS", version="2.1", language=LANGUAGES[language], sourcelanguage="en_US")
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = CONTEXT
    unfinished = 0
    for item in found:
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "location", filename=f"../../{item.file}", line=str(item.line))
        ET.SubElement(message, "source").text = item.text
        node = ET.SubElement(message, "translation")
        text = item.text if language == SOURCE_LANGUAGE else translations.get(item.text, "")
        if text:
            node.text = text
        else:
            node.set("type", "unfinished")
            unfinished += 1
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")
    return unfinished


def update(merge: list[Path]) -> int:
    found, problems = extract()
    for problem in problems:
        print(problem, file=sys.stderr)
    extra: dict[str, str] = {}
    for path in merge:
        extra.update(json.loads(path.read_text(encoding="utf-8")))
    for language in LANGUAGES:
        old = {s: t for s, (t, _done) in read_ts(ts_path(language)).items() if t}
        if language != SOURCE_LANGUAGE:
            old.update({k: v for k, v in extra.items() if v})
        unfinished = write_ts(ts_path(language), language, found, old)
        print(f"{ts_path(language).relative_to(ROOT)}: {len(found)} strings, {unfinished} unfinished")
    return 1 if problems else 0


def check() -> list[str]:
    """Everything wrong with the catalogues, one line each (empty: all is well)."""
    found, problems = extract()
    sources = {f.text: f for f in found}
    for language in LANGUAGES:
        path = ts_path(language)
        entries = read_ts(path)
        name = path.relative_to(ROOT)
        if not entries:
            problems.append(f"{name}: missing or empty")
            continue
        for text, item in sources.items():
            if text not in entries:
                problems.append(f"{name}: not in the catalogue ({item.file}:{item.line}): {text!r}")
        for source, (translation, finished) in entries.items():
            if source not in sources:
                problems.append(f"{name}: no longer in the code: {source!r}")
            elif not finished:
                problems.append(f"{name}: unfinished: {source!r}")
            elif sorted(FIELD.findall(source)) != sorted(FIELD.findall(translation)):
                problems.append(f"{name}: fields differ: {source!r} → {translation!r}")
    return problems


def missing(json_path: Path, files: list[str]) -> list[str]:
    found, problems = extract()
    done = {s: t for s, (t, ok) in read_ts(ts_path("ja")).items() if ok}
    if json_path.exists():
        done.update(json.loads(json_path.read_text(encoding="utf-8")))
    wanted = {Path(f).resolve().relative_to(ROOT).as_posix() for f in files}
    for item in found:
        if wanted and item.file not in wanted:
            continue
        translation = done.get(item.text, "")
        if not translation:
            problems.append(f"{item.file}:{item.line}: untranslated: {item.text!r}")
        elif sorted(FIELD.findall(item.text)) != sorted(FIELD.findall(translation)):
            problems.append(f"{item.file}:{item.line}: fields differ: {item.text!r} → {translation!r}")
    return problems


def lrelease() -> str:
    """pyside6-lrelease of this Python: next to the interpreter in a venv, in its scripts
    folder otherwise (a Windows Python keeps it in Scripts\\, not next to python.exe)."""
    folders = (Path(sys.executable).parent, Path(sysconfig.get_path("scripts")))
    for folder in folders:
        for candidate in (folder / "pyside6-lrelease", folder / "pyside6-lrelease.exe"):
            if candidate.exists():
                return str(candidate)
    found = shutil.which("pyside6-lrelease")
    if found is None:
        raise SystemExit("pyside6-lrelease not found (it comes with PySide6-Essentials)")
    return found


def compile_catalogues(out_dir: Path = TS_DIR) -> list[Path]:
    from pe_desktop import system_libraries

    # pyside6-lrelease is a Qt program: without Qt's libraries, one line instead of exit 127
    if system_libraries.ensure("app", check_only=True):
        raise SystemExit(2)
    out_dir.mkdir(parents=True, exist_ok=True)
    outputs = []
    for language in LANGUAGES:
        qm = out_dir / f"pe_desktop_{language}.qm"
        subprocess.run([lrelease(), "-silent", str(ts_path(language)), "-qm", str(qm)], check=True)
        outputs.append(qm)
    return outputs


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "check", "compile", "missing"):
        print(__doc__)
        return 2
    if argv[0] == "update":
        merge = [Path(a) for a in argv[1:] if a != "--merge"]
        return update(merge)
    if argv[0] in ("check", "missing"):
        problems = check() if argv[0] == "check" else missing(Path(argv[1]), argv[2:])
        for problem in problems:
            print(problem)
        print(f"{len(problems)} problems")
        return 1 if problems else 0
    out = Path(argv[1]) if len(argv) > 1 else TS_DIR
    for qm in compile_catalogues(out):
        print(f"{qm}: {qm.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
