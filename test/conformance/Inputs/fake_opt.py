#!/usr/bin/env python3
"""A stand-in for ssa-opt in the harness's own test (mlir_suite.py, one folder up): it
runs LLVM 22's mlir-opt with the same arguments, then goes wrong in the way a
`// fake-opt: WAY` comment in its input asks, so that each class of the
harness is produced by a known cause:

- `reject`: fails with an error, as on input it cannot read;
- `rename`: prints `%c1_i32` as `%one` (printing only);
- `wrong-constant`: prints `arith.constant 1 : i32` as `2` (a semantic change);
- `reword`: reports mlir-opt's errors with other messages on the same lines;
- `miss`: reports no error at all;
- `unsupported`: reports an unsupported construct where an error is expected.
"""
import pathlib
import re
import shutil
import subprocess
import sys

LLVM_MLIR_OPT = pathlib.Path("/usr/lib/llvm-22/bin/mlir-opt")


def main():
    args = sys.argv[1:]
    inputs = [a for a in args if not a.startswith("-")]
    text = pathlib.Path(inputs[0]).read_text() if inputs else sys.stdin.read()
    match = re.search(r"// fake-opt: ([\w-]+)", text)
    way = match.group(1) if match else None
    name = inputs[0] if inputs else "<stdin>"
    verify = "--verify-diagnostics" in args
    if way == "reject":
        sys.exit(print(f"{name}:1:1: error: fake-opt cannot read this", file=sys.stderr) or 1)
    if way in ("reword", "miss", "unsupported"):
        if verify:
            sys.exit(print(f"{name}: error: expected diagnostics differ", file=sys.stderr) or 1)
        args = [a for a in args if a != "--verify-diagnostics"]
    mlir_opt = str(LLVM_MLIR_OPT) if LLVM_MLIR_OPT.is_file() else shutil.which("mlir-opt")
    done = subprocess.run([mlir_opt, "--allow-unregistered-dialect", *args], input=None if inputs else text,
                          capture_output=True, text=True)
    out, err = done.stdout, done.stderr
    if way == "rename":
        out = out.replace("%c1_i32", "%one")
    elif way == "wrong-constant":
        out = out.replace("arith.constant 1 : i32", "arith.constant 2 : i32")
    elif way == "miss":
        sys.exit(0)
    elif way in ("reword", "unsupported"):
        message = "fake-opt says so" if way == "reword" else "fake-opt: this construct is not supported"
        first = re.search(r"^(.*?:\d+:\d+: error: )", err, re.M)
        err = first.group(1) + message + "\n" if first else err
    sys.stdout.write(out)
    sys.stderr.write(err)
    sys.exit(done.returncode)


if __name__ == "__main__":
    main()
