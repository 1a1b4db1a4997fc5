#!/usr/bin/env python3
"""Seeds the fuzz corpora (corpus/<target>/, not committed) from the lit
suite (test/**/*.mlir, the worked examples in test/Parser/examples
included) and any more examples under $SSA_EXAMPLES. Files are split at `// -----` lines
as `--split-input-file` does, so that each seed is one module. The
`structured` target builds programs from raw bytes and gets no text seeds.

    python3 test/fuzz/seed.py
"""
import hashlib
import os
import pathlib

FUZZ = pathlib.Path(__file__).resolve().parent
REPO = FUZZ.parent.parent
TEXT_TARGETS = ["parse", "verify_print", "passes", "pipeline", "interp"]


def sources():
    yield from sorted((REPO / "test").rglob("*.mlir"))
    examples = os.environ.get("SSA_EXAMPLES")
    if examples and pathlib.Path(examples).is_dir():
        yield from sorted(pathlib.Path(examples).rglob("*.mlir"))


def main():
    seeds = set()
    for path in sources():
        if FUZZ in path.parents:
            continue
        text = path.read_bytes()
        chunk = []
        for line in text.splitlines(keepends=True) + [None]:
            if line is None or line.strip() == b"// -----":
                if chunk:
                    seeds.add(b"".join(chunk))
                chunk = []
            else:
                chunk.append(line)
    for target in TEXT_TARGETS:
        directory = FUZZ / "corpus" / target
        directory.mkdir(parents=True, exist_ok=True)
        for seed in seeds:
            name = hashlib.sha1(seed).hexdigest()
            (directory / name).write_bytes(seed)
    print(f"seeded {len(seeds)} modules into corpus/{{{','.join(TEXT_TARGETS)}}}")


if __name__ == "__main__":
    main()
