#!/usr/bin/env python3
"""Conformance harness: MLIR's own lit tests, run with ssa-opt in mlir-opt's place.

    python3 test/conformance/mlir_suite.py [--ssa-opt CMD] [--cases] DIR...

Each test file under the DIRs is split at `// -----` lines (when a RUN line
splits its input) into cases; each case is written to a file of its own (padded
with blank lines, so line numbers are the original file's) and its RUN lines are
run twice: as written, with LLVM 22's `mlir-opt` and `FileCheck`, and with
ssa-opt substituted for every `mlir-opt` stage. A case counts when it is inside
the subset (the rule below) and `mlir-opt` passes at least one of its RUN
lines (those it fails are left out). It is classified by its worst RUN line:

- pass: the real FileCheck (or `--verify-diagnostics`) passes on our output;
- printing-only: our output re-printed by `mlir-opt` equals `mlir-opt`'s own
  output re-printed, or our errors fall on exactly the expected lines with
  other wording;
- semantic: it differs after that normalisation (or `mlir-opt` cannot read our
  output), or our errors fall on other lines than the expected ones;
- rejected: ssa-opt fails on input `mlir-opt` accepts (an error, crash or
  timeout); in a diagnostics test, an error saying that a construct is
  unknown or unsupported (`UNSUPPORTED`) where no parse error is expected.

The subset rule (the textual IR the README describes, applied to the text without
comments): ops are ssa-opt's registered ones (`OURS`, custom or generic
form), or unknown to `mlir-opt` (not in its `--show-dialects`) in generic
form; an op that an expected error on its own line calls unknown or
unregistered (`custom op 'x' is unknown`) is exempt. Types are integers,
`index`, `f16 bf16 f32 f64 f80 f128 f8E5M2 f8E4M3FN`, statically shaped memrefs of those,
function types and unknown `!dialect.types`; no `tensor vector complex
tuple`, no affine maps, dense or strided attributes, no attribute or type
alias definitions, no attributes named for a dialect `mlir-opt` registers
other than ssa-opt's (`{test.attr}`). RUN lines use only `mlir-opt`,
`FileCheck` and `not`, and of `mlir-opt`'s options only those in `FLAGS` and
pipelines of the passes in `PASSES` (with the options in `PASS_OPTIONS`).

Prints a table per file, the totals and the most common first error messages
of the rejected cases; `--cases` adds one line per counted case that does not
pass, with its first differing line or error. Standard library only.
"""
import argparse
import collections
import concurrent.futures
import difflib
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

LLVM_BIN = pathlib.Path("/usr/lib/llvm-22/bin")
REPO = pathlib.Path(__file__).resolve().parent.parent.parent
TIMEOUT = 60

# ssa-opt's registered ops (ir-spec.md); the whole arith dialect of MLIR 22.
ARITH = """addf addi addui_extended andi bitcast ceildivsi ceildivui cmpf cmpi
constant divf divsi divui extf extsi extui floordivsi fptosi fptoui
index_cast index_castui maximumf maxnumf maxsi maxui minimumf minnumf minsi
minui mulf muli mulsi_extended mului_extended negf ori remf remsi remui
scaling_extf scaling_truncf select shli shrsi shrui sitofp subf subi truncf
trunci uitofp xori""".split()
OURS = {f"arith.{op}" for op in ARITH} | {
    "builtin.module", "cf.assert", "cf.br", "cf.cond_br", "cf.switch",
    "func.call", "func.func", "func.return", "memref.alloca", "memref.load",
    "memref.store", "ub.poison",
}
# Custom-form op names without a dialect prefix, as mlir-opt reads them.
BARE = {"module": "builtin.module", "return": "func.return", "call": "func.call"}

# mlir-opt options and their ssa-opt spelling ("" drops the option: ssa-opt
# always accepts unknown ops).
FLAGS = {
    "split-input-file": "--split-input-file",
    "verify-diagnostics": "--verify-diagnostics",
    "allow-unregistered-dialect": "",
    "mlir-print-op-generic": "--mlir-print-op-generic",
    "mlir-print-debuginfo": "--mlir-print-debuginfo",
}
# Passes, by the anchor of their pipeline: `func.func(sccp)` is MLIR's
# per-function sccp, `sccp{interprocedural=false}` where ssa-opt's
# `--list-passes` has that option (main() checks), else `-sccp`.
PER_FUNCTION_SCCP = "--passes=sccp{interprocedural=false}"
PASSES = {
    ("module", "sccp"): "-sccp",
    ("func", "sccp"): "-sccp",
    ("any", "cse"): "-cse",
    ("any", "mem2reg"): "-mem2reg",
}
# Pass options (`mem2reg{region-simplify=false}`) that ask for what the
# ssa-opt pass always does: MLIR's mem2reg simplifies the regions after
# promoting unless told not to; ssa-opt's mem2reg never does.
PASS_OPTIONS = {("mem2reg", "region-simplify=false")}
# The dialects whose attributes ssa-opt knows; a dialect attribute of any
# other dialect `mlir-opt` registers (`{test.invalid_attr}`) is verified by
# that dialect there, so it is outside the subset (as its types are).
OUR_DIALECTS = {"arith", "builtin", "cf", "func", "memref", "ub"}
DIALECT_ATTR_NAME = re.compile(r"[{,]\s*([A-Za-z_]\w*)\.[\w.$]*\s*(?=[=,}])")

SCALAR = re.compile(r"(?:[su]?i\d+|index|f16|bf16|f32|f64|f80|f128|f8E5M2|f8E4M3FN)")
OUT_OF_SUBSET = re.compile(
    r"\b(?:tensor|vector|complex|tuple)<|\b(?:affine_map|affine_set|dense|dense_resource|strided)<"
    r"|\b(?:f8E(?!5M2\b|4M3FN\b)\w+|f6E\w+|f4E\w+|tf32)\b|^\s*[#!][\w.$-]+\s*=|#map|#set"
)
DESIGNATOR = re.compile(
    r"expected-(error|warning|remark|note)\s*(?:@\s*([+-]\d+|below|above))?\s*\{\{(.*?)\}\}"
)
ERROR = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$", re.M)
# Our messages that say a construct is outside what ssa-opt reads; on a line
# where mlir-opt expects a parse error (PARSE_ERROR) they are only wording.
UNSUPPORTED = re.compile(r"unknown (?:type|operation)|unsupported|not supported|must name its arguments")
PARSE_ERROR = re.compile(r"unknown|unregistered|expected|invalid|undefined")
RANK = ["pass", "printing-only", "semantic", "rejected"]


def strip_comment(line):
    """The line without its `//` comment (outside string literals)."""
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"' and (i == 0 or line[i - 1] != "\\"):
            quoted = not quoted
        elif not quoted and line.startswith("//", i):
            return line[:i]
    return line


def error_lines(lines):
    """Line number (1-based) -> expected error messages, from the designators."""
    expected = collections.defaultdict(list)
    for number, line in enumerate(lines, 1):
        for kind, where, message in DESIGNATOR.findall(line):
            if kind != "error":
                continue
            if where in ("below", "above"):
                step = 1 if where == "below" else -1
                target = number + step
                while 0 < target <= len(lines) and "expected-" in lines[target - 1]:
                    target += step
            else:
                target = number + int(where or 0)
            expected[target].append(message)
    return expected


def memref_ok(text):
    """Every memref<...> in the text is statically shaped over subset types."""
    start = text.find("memref<")
    while start >= 0:
        depth, end = 0, start + len("memref")
        for end in range(start + len("memref"), len(text)):
            depth += {"<": 1, ">": -1}.get(text[end], 0)
            if depth == 0:
                break
        inner = text[start + len("memref<") : end]
        dims = inner.split("x")
        element = dims.pop().strip() if dims else ""
        if not all(d.strip().isdigit() for d in dims):
            return False
        if not (SCALAR.fullmatch(element) or element.startswith("memref<")):
            return False
        start = text.find("memref<", start + 1)
    return True


def subset_reason(lines, mlir_dialects):
    """Why the case is outside the subset, or None when it is inside."""
    expected = error_lines(lines)
    for number, raw in enumerate(lines, 1):
        line = strip_comment(raw)
        exempt = " ".join(expected.get(number, []))
        if OUT_OF_SUBSET.search(line):
            return f"line {number}: {OUT_OF_SUBSET.search(line).group(0).strip()}"
        if not memref_ok(line):
            return f"line {number}: memref type"
        for dialect in re.findall(r"!([A-Za-z_]\w*)\.", line):
            if dialect in mlir_dialects:
                return f"line {number}: type !{dialect}"
        for dialect in DIALECT_ATTR_NAME.findall(line):
            if dialect in mlir_dialects and dialect not in OUR_DIALECTS:
                return f"line {number}: attribute {dialect}."
        names = [(name, True) for name in re.findall(r'(?:^|[=\s(,{])"([^"]*)"\s*\(', line)]
        unquoted = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        custom = re.match(r"\s*(?:%[\w$.#:]+(?:\s*,\s*%[\w$.#:]+)*\s*=\s*)?([A-Za-z_][\w$.]*)(?![\w$.]*:)(?=[\s({<@\[]|$)", unquoted)
        if custom:
            names.append((custom.group(1), False))
        for name, generic in names:
            full = BARE.get(name, name) if not generic else name
            unknown = re.search(r"unknown|unregistered", exempt) and f"'{name}'" in exempt
            if full in OURS or (name and unknown) or (not name and "empty operation name" in exempt):
                continue
            dialect = full.split(".")[0] if "." in full else ""
            if generic and dialect not in mlir_dialects:
                continue
            return f"line {number}: op {name or '<empty>'}"
    return None


def run_lines(lines):
    """The RUN lines of a test file, continuation lines joined."""
    commands, current = [], ""
    for line in lines:
        match = re.search(r"//\s*RUN" r":(.*)$", line)
        if not match:
            continue
        current += match.group(1).strip()
        if current.endswith("\\"):
            current = current[:-1] + " "
        else:
            commands.append(current)
            current = ""
    return commands


def pipeline_passes(spec):
    """ssa-opt flags for a pass pipeline string, or None outside the subset."""
    spec = spec.strip().strip("'\"")
    anchor = "module"
    while True:
        match = re.fullmatch(r"(builtin\.module|func\.func|any)\((.*)\)", spec)
        if not match:
            break
        if match.group(1) == "builtin.module" and anchor != "module":
            return None
        if match.group(1) == "builtin.module" and spec.startswith("builtin.module(builtin.module("):
            return None
        anchor = {"builtin.module": anchor, "func.func": "func", "any": "any"}[match.group(1)]
        spec = match.group(2)
    flags = []
    for name in spec.split(","):
        name, _, options = name.strip().partition("{")
        options = [o.strip() for o in options.rstrip("}").split() if o.strip()]
        if any((name, option) not in PASS_OPTIONS for option in options):
            return None
        flag = PASSES.get((anchor, name)) or PASSES.get(("any", name))
        if anchor == "any" and not flag:
            flag = PASSES.get(("func", name))
        if not flag:
            return None
        flags.append(flag)
    return flags


def translate(stage):
    """ssa-opt's arguments for one `mlir-opt` stage, or None outside the subset."""
    args, words = [], shlex.split(stage)[1:]
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if not word.startswith("-") or word == "-":
            args.append(word)
            continue
        name, _, value = word.lstrip("-").partition("=")
        if name == "pass-pipeline":
            if not value:
                if index >= len(words):
                    return None
                value, index = words[index], index + 1
            flags = pipeline_passes(value)
            if flags is None:
                return None
            args += flags
        elif name in FLAGS:
            if FLAGS[name]:
                args.append(FLAGS[name])
        elif ("module", name) in PASSES or ("any", name) in PASSES:
            args.append(PASSES.get(("module", name)) or PASSES[("any", name)])
        else:
            return None
    return args


class Tools:
    def __init__(self, ssa_opt, mlir_opt, filecheck):
        self.ssa_opt, self.mlir_opt, self.filecheck = ssa_opt, mlir_opt, filecheck

    def shell(self, stages, path):
        """The shell command for a list of (tool, args) stages."""
        words = []
        for tool, args in stages:
            program = {"mlir-opt": shlex.quote(self.mlir_opt), "ssa-opt": self.ssa_opt,
                       "FileCheck": shlex.quote(self.filecheck), "not": shlex.quote(find_tool("not", None) or "not")}[tool]
            words.append(" ".join([program] + [shlex.quote(a) for a in args]))
        return " | ".join(words).replace("%s", shlex.quote(str(path)))


def run(command, stdin=None):
    try:
        done = subprocess.run(["bash", "-o", "pipefail", "-c", command], input=stdin, capture_output=True,
                              text=True, timeout=TIMEOUT)
        return done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired:
        return 124, "", f"timeout after {TIMEOUT} s"


def parse_run(command):
    """[(tool, args)] for a RUN line, or None when it uses other tools."""
    stages = []
    for stage in command.split("|"):
        words = shlex.split(stage)
        if not words or words[0] not in ("mlir-opt", "FileCheck", "not"):
            return None
        stages.append((words[0], words[1:], stage))
    return stages


def first_error(stderr):
    match = ERROR.search(stderr)
    if match:
        return match.group("msg").strip()
    lines = [line for line in stderr.splitlines() if line.strip()]
    return lines[0].strip() if lines else "failed without a message"


def classify_run(tools, command, path, lines):
    """(class, detail) for one RUN line of one case, or (None, why) when
    it is outside the subset or mlir-opt itself fails it."""
    stages = parse_run(command)
    if stages is None:
        return None, "RUN line tool"
    ours = []
    for tool, args, stage in stages:
        if tool == "mlir-opt":
            translated = translate(stage)
            if translated is None:
                return None, "RUN line option"
            ours.append(("ssa-opt", translated))
        else:
            ours.append((tool, args))
    reference = [(tool, args) for tool, args, _ in stages]
    code, _, err = run(tools.shell(reference, path))
    if code != 0:
        return None, "mlir-opt fails: " + first_error(err)
    code, out, err = run(tools.shell(ours, path))
    if code == 0:
        return "pass", ""
    if ours[-1][0] != "FileCheck":
        diagnostics = "--verify-diagnostics" in ours[-1][1]
        if not diagnostics:
            return "rejected", first_error(err)
        plain = [(tool, [a for a in args if a != "--verify-diagnostics"]) for tool, args in ours]
        _, _, err = run(tools.shell(plain, path))
        expected = error_lines(lines)
        ours_at = {}
        for match in ERROR.finditer(err):
            ours_at.setdefault(int(match.group("line")), match.group("msg").strip())
        if not ours_at:
            if not expected:
                return "rejected", first_error(err)
            line = min(expected)
            return "semantic", f"line {line}: no error, expected '{expected[line][0]}'"
        for line, message in sorted(ours_at.items()):
            parse_error = any(PARSE_ERROR.search(e) for e in expected.get(line, []))
            if UNSUPPORTED.search(message) and not parse_error:
                return "rejected", message
        if set(ours_at) == set(expected):
            line = min(expected)
            return "printing-only", f"line {line}: ours '{ours_at[line]}', expected '{expected[line][0]}'"
        wrong = sorted(set(ours_at) ^ set(expected))[0]
        if wrong in ours_at:
            return "semantic", f"line {wrong}: ours '{ours_at[wrong]}', expected errors on lines {sorted(expected)}"
        return "semantic", f"line {wrong}: no error, expected '{expected[wrong][0]}'"
    producer_ours, producer_ref = ours[:-1], reference[:-1]
    code, our_out, err = run(tools.shell(producer_ours, path))
    if code != 0:
        return "rejected", first_error(err)
    split = any("--split-input-file" in args for _, args in producer_ours)
    reprint = [("mlir-opt", ["--allow-unregistered-dialect", "-"] + (["--split-input-file"] if split else []))]
    code, ref_out, err = run(tools.shell(producer_ref, path))
    code_a, norm_ours, err_a = run(tools.shell(reprint, path), stdin=our_out)
    if code_a != 0:
        return "semantic", "mlir-opt does not read our output: " + first_error(err_a)
    _, norm_ref, _ = run(tools.shell(reprint, path), stdin=ref_out)
    if norm_ours == norm_ref:
        return "printing-only", first_diff(our_out, ref_out)
    return "semantic", first_diff(norm_ours, norm_ref)


def first_diff(ours, theirs):
    a, b = ours.splitlines(), theirs.splitlines()
    for tag, i1, _, j1, _ in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            left = a[i1].strip() if i1 < len(a) else "<end>"
            right = b[j1].strip() if j1 < len(b) else "<end>"
            return f"ours '{left}', mlir-opt '{right}'"
    return "identical text"


def split_cases(text, split):
    """(first line number, lines) per case; lines keep their original numbers."""
    lines = text.split("\n")
    if not split:
        return [(1, lines)]
    cases, start = [], 0
    for index, line in enumerate(lines):
        if re.match(r"^\s*// -----", line):
            cases.append((start + 1, [""] * start + lines[start:index]))
            start = index + 1
    cases.append((start + 1, [""] * start + lines[start:]))
    return cases


def case_name(lines, first):
    match = re.search(r"@([\w$.]+)", "\n".join(lines[first - 1:]))
    return f"{first}" + (f" @{match.group(1)}" if match else "")


def classify_case(tools, dialects, workdir, relative, first, lines, commands):
    """(class or None, detail) for one case."""
    reason = subset_reason(lines, dialects)
    if reason:
        return None, "subset: " + reason
    path = pathlib.Path(workdir) / (re.sub(r"\W", "_", relative) + f"_{first}.mlir")
    path.write_text("\n".join(lines))
    worst, detail, why = None, "", "no RUN line"
    for command in commands:
        verdict, info = classify_run(tools, command, path, lines)
        if verdict is None:
            why = info
            continue
        if worst is None or RANK.index(verdict) > RANK.index(worst):
            worst, detail = verdict, info
    return (worst, detail) if worst else (None, why)


def find_tool(name, given):
    if given:
        return given
    found = shutil.which(name)
    local = LLVM_BIN / name
    return str(local) if local.is_file() else found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dirs", nargs="+", help="directories (or files) of MLIR test files")
    parser.add_argument("--ssa-opt", help="the tool under test, a shell command (default: ssa-opt on PATH, "
                        "else target/release/ssa-opt)")
    parser.add_argument("--mlir-opt", help="LLVM 22's mlir-opt (default: /usr/lib/llvm-22/bin, else PATH)")
    parser.add_argument("--filecheck", help="LLVM's FileCheck (default: as --mlir-opt)")
    parser.add_argument("--cases", action="store_true", help="list each counted case that does not pass")
    parser.add_argument("--excluded", action="store_true", help="also list the cases outside the subset, and why")
    parser.add_argument("--errors", type=int, default=10, help="how many rejection messages to list (default 10)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    options = parser.parse_args()

    ssa_opt = options.ssa_opt or shutil.which("ssa-opt") or str(REPO / "target/release/ssa-opt")
    mlir_opt = find_tool("mlir-opt", options.mlir_opt)
    filecheck = find_tool("FileCheck", options.filecheck)
    if not mlir_opt or not filecheck:
        sys.exit("mlir_suite.py: needs LLVM 22's mlir-opt and FileCheck (Debian: mlir-22-tools, llvm-22-tools)")
    tools = Tools(ssa_opt, mlir_opt, filecheck)
    if run(f"{ssa_opt} --help")[0] != 0:
        sys.exit(f"mlir_suite.py: cannot run the tool under test: {ssa_opt} --help fails")
    if "interprocedural" in run(f"{ssa_opt} --list-passes")[1]:
        PASSES[("func", "sccp")] = PER_FUNCTION_SCCP
    shown = subprocess.run([mlir_opt, "--show-dialects"], capture_output=True, text=True).stdout
    dialects = set(shown.split(":", 1)[-1].replace("\n", ",").replace(" ", "").split(",")) - {""}

    files = []
    for given in options.dirs:
        root = pathlib.Path(given)
        for path in sorted(root.rglob("*.mlir")) if root.is_dir() else [root]:
            files.append((path, str(path.relative_to(root)) if root.is_dir() else path.name))

    jobs = []
    with tempfile.TemporaryDirectory() as workdir, \
            concurrent.futures.ThreadPoolExecutor(max(1, options.jobs)) as pool:
        for path, relative in files:
            text = path.read_text()
            commands = run_lines(text.split("\n"))
            split = any(re.search(r"-split-input-file", c) for c in commands)
            for first, lines in split_cases(text, split):
                future = pool.submit(classify_case, tools, dialects, workdir, relative, first, lines, commands)
                jobs.append((relative, case_name(lines, first), future))
        results = [(relative, name, *future.result()) for relative, name, future in jobs]

    report(results, options)


def report(results, options):
    columns = ["cases", "outside", "mlir-opt fails", "in subset", *RANK]
    per_file = collections.OrderedDict()
    for relative, _, verdict, detail in results:
        row = per_file.setdefault(relative, collections.Counter())
        row["cases"] += 1
        if verdict is None:
            row["mlir-opt fails" if detail.startswith("mlir-opt fails") else "outside"] += 1
        else:
            row["in subset"] += 1
        if verdict:
            row[verdict] += 1
    width = max([len("file")] + [len(f) for f in per_file])
    print(f"{'file':<{width}}  " + "  ".join(f"{c:>14}" for c in columns))
    total = collections.Counter()
    for relative, row in per_file.items():
        total.update(row)
        print(f"{relative:<{width}}  " + "  ".join(f"{row[c]:>14}" for c in columns))
    print(f"{'total':<{width}}  " + "  ".join(f"{total[c]:>14}" for c in columns))

    rejected = collections.Counter(detail for _, _, verdict, detail in results if verdict == "rejected")
    if rejected and options.errors:
        print(f"\nmost common rejections (first error message, of {sum(rejected.values())}):")
        for message, count in rejected.most_common(options.errors):
            print(f"{count:>5}  {message}")
    if options.cases:
        print("\ncases that do not pass:")
        for relative, name, verdict, detail in results:
            if verdict and verdict != "pass":
                print(f"{verdict:<13}  {relative}:{name}: {detail}")
    if options.excluded:
        print("\ncases outside the subset:")
        for relative, name, verdict, detail in results:
            if verdict is None:
                print(f"{relative}:{name}: {detail}")


if __name__ == "__main__":
    main()

# The harness's own test: lit runs this file (`cargo test --test lit --
# conformance`). Inputs/fake_opt.py stands in for ssa-opt and goes wrong in a
# known way per case of Inputs/*.mlir, so that each class has a known cause.
#
# REQUIRES: mlir-opt
# RUN: python3 %s --ssa-opt "python3 %S/Inputs/fake_opt.py" --cases --excluded %S/Inputs | filecheck %s
#
# CHECK: {{^}}file{{[ ]+}}cases{{[ ]+}}outside{{[ ]+}}mlir-opt fails{{[ ]+}}in subset{{[ ]+}}pass{{[ ]+}}printing-only{{[ ]+}}semantic{{[ ]+}}rejected{{$}}
# CHECK-NEXT: {{^}}canonicalize.mlir{{[ ]+}}1{{[ ]+}}1{{[ ]+}}0{{[ ]+}}0{{[ ]+}}0{{[ ]+}}0{{[ ]+}}0{{[ ]+}}0{{$}}
# CHECK-NEXT: {{^}}diagnostics.mlir{{[ ]+}}4{{[ ]+}}0{{[ ]+}}0{{[ ]+}}4{{[ ]+}}1{{[ ]+}}1{{[ ]+}}1{{[ ]+}}1{{$}}
# CHECK-NEXT: {{^}}options.mlir{{[ ]+}}2{{[ ]+}}1{{[ ]+}}0{{[ ]+}}1{{[ ]+}}1{{[ ]+}}0{{[ ]+}}0{{[ ]+}}0{{$}}
# CHECK-NEXT: {{^}}passes.mlir{{[ ]+}}6{{[ ]+}}1{{[ ]+}}1{{[ ]+}}4{{[ ]+}}1{{[ ]+}}1{{[ ]+}}1{{[ ]+}}1{{$}}
# CHECK-NEXT: {{^}}total{{[ ]+}}13{{[ ]+}}3{{[ ]+}}1{{[ ]+}}9{{[ ]+}}3{{[ ]+}}2{{[ ]+}}2{{[ ]+}}2{{$}}
# CHECK: most common rejections (first error message, of 2):
# CHECK-NEXT: 1  fake-opt: this construct is not supported
# CHECK-NEXT: 1  fake-opt cannot read this
# CHECK: cases that do not pass:
# CHECK-NEXT: printing-only  diagnostics.mlir:10 @reworded: line 14: ours 'fake-opt says so', expected ''arith.constant' op integer return type must be signless'
# CHECK-NEXT: semantic       diagnostics.mlir:19 @missed: line 23: no error, expected ''arith.constant' op integer return type must be signless'
# CHECK-NEXT: rejected       diagnostics.mlir:28 @unsupported: fake-opt: this construct is not supported
# CHECK-NEXT: printing-only  passes.mlir:15 @renamed: ours '%one = arith.constant 1 : i32', mlir-opt '%c1_i32 = arith.constant 1 : i32'
# CHECK-NEXT: semantic       passes.mlir:25 @changed: ours '%c2_i32 = arith.constant 2 : i32', mlir-opt '%c1_i32 = arith.constant 1 : i32'
# CHECK-NEXT: rejected       passes.mlir:35 @rejected: fake-opt cannot read this
# CHECK: cases outside the subset:
# CHECK-NEXT: canonicalize.mlir:1 @f: RUN line option
# CHECK-NEXT: options.mlir:14 @dialect_attr: subset: line 17: attribute test.
# CHECK-NEXT: passes.mlir:44 @tensor: subset: line 47: tensor<
# CHECK-NEXT: passes.mlir:52 @not_there: mlir-opt fails: {{.*}}expected string not found in input
