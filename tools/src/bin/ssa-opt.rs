//! `ssa-opt`: the opt-style driver, [`ssa_tools::opt::opt_main`] over the
//! built-in passes.

use ssa_passes::registry::PassRegistry;

/// mimalloc, not the system allocator: see `tools/Cargo.toml`.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc returns freed pages to the system `purge_delay` ms after they
/// are freed (1,000 in its v3): the text parsed and the arenas' buffers
/// left behind as they grow then stay resident with the IR, about 30 MB of
/// the peak on a 41 MB input (issue #22). 0 returns them at once.
fn purge_freed_pages_at_once() {
    extern "C" {
        fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
    }
    /// `mi_option_purge_delay` in mimalloc.h.
    const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;
    // SAFETY: sets an option of the mimalloc linked in, by its C API, before
    // any other thread runs.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, 0) }
}

fn main() {
    purge_freed_pages_at_once();
    let args = std::env::args().collect();
    std::process::exit(ssa_tools::opt::opt_main(
        "ssa-opt",
        args,
        &PassRegistry::builtin(),
    ));
}
