//! The long pipeline on each input that verifies, checked by execution.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Some(verified) = ssa_fuzz::verified(data) {
        ssa_fuzz::check_pipeline(&verified, ssa_fuzz::LONG_PIPELINE);
    }
});
