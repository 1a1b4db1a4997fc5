//! Every registered transform pass on each input that verifies, checked by
//! execution. The last byte picks the pass (a seed's final newline is as
//! good as any), the rest is the program.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&pick, program)) = data.split_last() else {
        return;
    };
    let passes = ssa_fuzz::registered_passes();
    let pass = passes[pick as usize % passes.len()];
    if let Some(verified) = ssa_fuzz::verified(program) {
        ssa_fuzz::check_pipeline(&verified, pass);
    }
});
