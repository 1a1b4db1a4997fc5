// REQUIRES: mlir-opt
// RUN: for f in %S/seed-*.mlir %S/ssa-*.mlir; do case "$f" in *seed-liveness.mlir) continue;; esac; diff <(%ssa-opt -mem2reg "$f" | %mlir-opt) <(%mlir-opt --mem2reg "$f") || { echo "differs from mlir-opt --mem2reg on $f"; exit 1; }; done

/// On the worked examples the default (pruned) result is exactly what
/// MLIR's own mem2reg gives, once both are printed by mlir-opt (that every
/// output here is valid MLIR is test/interop.rs's job). The
/// liveness example differs only in that MLIR makes one ub.poison per slot
/// where the spec asks for one per type.
