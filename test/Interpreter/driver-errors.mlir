// RUN: not %ssa-run %s 2>&1 | filecheck %s --check-prefix=ENTRY
// RUN: not %ssa-run %s --entry g 2>&1 | filecheck %s --check-prefix=COUNT
// RUN: not %ssa-run %s --entry g 300 2>&1 | filecheck %s --check-prefix=RANGE
// RUN: not %ssa-run %s --entry nope 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: %ssa-run %s --entry g 0xff | filecheck %s --check-prefix=HEX
// RUN: %ssa-run %s --entry g -128 | filecheck %s --check-prefix=NEG

/// Without --entry, several candidates and no @main is an error listing them.
// ENTRY: ssa-run: error: several functions could be run; choose one with --entry: @g, @h

/// Arguments are counted and parsed by the parameter types.
// COUNT: ssa-run: error: '@g' takes 1 argument (i8), 0 given
// RANGE: ssa-run: error: argument #0 of '@g': '300' is not a valid 'i8': out of range for 8 bits
// MISSING: ssa-run: error: no function named '@nope'

/// i8 0xff is -1; results print as signed decimal.
// HEX: {{^}}-1 : i8{{$}}
// NEG: {{^}}-128 : i8{{$}}
func.func @g(%x: i8) -> i8 {
  return %x : i8
}

func.func @h() {
  return
}
