//! What the end-to-end benchmarks share: CPU and wall time of a run, and
//! external tools (`mlir-opt`, `opt`) run with a time limit, and the
//! translation of the generated programs to LLVM IR ([`llvm`]).
//!
//! CPU time (user + system, from `getrusage`) is what the comparisons use:
//! the machine may be shared, and CPU time moves less with the load than
//! wall time does.

pub mod llvm;

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// CPU and wall time of one run.
#[derive(Copy, Clone, Debug)]
pub struct Time {
    pub cpu: Duration,
    pub wall: Duration,
}

impl Time {
    pub fn min(self, other: Time) -> Time {
        if other.cpu < self.cpu {
            other
        } else {
            self
        }
    }
}

/// User plus system time of `who` (`RUSAGE_SELF` or `RUSAGE_CHILDREN`).
pub fn cpu_time(who: i32) -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(who, &mut usage);
        usage
    };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

/// How an external run ended.
pub enum Outcome {
    Done(Time),
    /// Killed after the time limit (wall time).
    TimedOut(Duration),
    Failed,
}

/// Runs an external tool, killing it after `limit` of wall time.
pub fn external(program: &Path, args: &[&str], limit: Duration) -> Outcome {
    let (cpu, wall) = (cpu_time(libc::RUSAGE_CHILDREN), Instant::now());
    let Ok(mut child) = Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
    else {
        return Outcome::Failed;
    };
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if wall.elapsed() > limit => {
                // The whole group: a wrapper such as `/usr/bin/time`
                // would otherwise leave the tool running.
                // SAFETY: kill only sends a signal.
                unsafe { libc::kill(-(child.id() as i32), libc::SIGKILL) };
                let _ = child.wait();
                return Outcome::TimedOut(limit);
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(_) => return Outcome::Failed,
        }
    };
    let time = Time {
        cpu: cpu_time(libc::RUSAGE_CHILDREN) - cpu,
        wall: wall.elapsed(),
    };
    if !status.success() {
        let mut stderr = String::new();
        if let Some(mut pipe) = child.stderr.take() {
            use std::io::Read;
            let _ = pipe.read_to_string(&mut stderr);
        }
        eprintln!(
            "  {} failed: {}",
            program.display(),
            stderr.lines().next().unwrap_or("")
        );
        return Outcome::Failed;
    }
    Outcome::Done(time)
}

/// The best of `repeat` runs of an external tool (one run if it times out).
pub fn best_external(repeat: usize, mut run: impl FnMut() -> Outcome) -> Outcome {
    let mut best: Option<Time> = None;
    for _ in 0..repeat {
        match run() {
            Outcome::Done(time) => best = Some(best.map_or(time, |b| b.min(time))),
            other => return other,
        }
    }
    best.map_or(Outcome::Failed, Outcome::Done)
}

/// An LLVM 22 tool: from `$LLVM_BIN`, else `/usr/lib/llvm-22/bin`, else
/// `PATH`.
pub fn find_tool(name: &str) -> Option<PathBuf> {
    let llvm =
        std::env::var_os("LLVM_BIN").map_or(PathBuf::from("/usr/lib/llvm-22/bin"), PathBuf::from);
    if llvm.join(name).is_file() {
        return Some(llvm.join(name));
    }
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|dir| Path::new(dir).join(name))
        .find(|p| p.is_file())
}
