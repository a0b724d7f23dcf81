//! Interleaved measurement: every contender timed in every round, in one process, and the
//! result a median of per-round time ratios against a named baseline.
//!
//! Why: on a shared machine the speed of the CPU drifts by 15-40% from one second to the
//! next (other processes, frequency scaling). Criterion measures its benchmarks one after
//! the other, so a drift between two of them shows up as a difference between them. Here
//! each round times every contender once, back to back, and divides each time by the
//! baseline's time in the same round: a drift slower than a round cancels out. The median
//! of the per-round ratios ignores the rounds a burst of load hit; the min and max show the
//! spread.
//!
//! ```ignore
//! mod common;
//! use common::rounds::Rounds;
//!
//! let mut rounds = Rounds::new("cozy-chess magic loop");
//! rounds.add("cozy-chess magic loop", || positions.iter().map(cozy).fold(0, |a, b| a ^ b));
//! rounds.add("bitfill root getters", || positions.iter().map(fill).fold(0, |a, b| a ^ b));
//! let report = rounds.run(51);
//! report.print();
//! ```
//!
//! A contender is a closure that does one unit of work (say one pass over the positions)
//! and returns a value derived from all of it: the value goes through
//! [`std::hint::black_box`], so that the compiler cannot drop the work. Each contender is
//! repeated within a sample until the sample lasts at least [`Rounds::min_sample`] (200 µs
//! by default, calibrated once before the first round), and its time in a round is the
//! fastest of [`Rounds::samples`] samples taken back to back (3 by default): a sample the
//! scheduler interrupted (another process got the core) is slower, never faster, so the
//! fastest is the one that measured the code. Times are reported per unit of work.
//! The order of the contenders rotates from round to round, so that none always runs first
//! (after the others warmed the caches) or last.
//!
//! The number of rounds can be overridden with the environment variable `ROUNDS`.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// One contender: a name and the closure that does one unit of work.
struct Contender<'a> {
    name: String,
    /// One unit of work: its checksum, and the time it measured itself if it did (see
    /// [`Rounds::add_timed`]).
    work: Box<dyn FnMut() -> (u64, Option<Duration>) + 'a>,
    /// Units of work per timing, set by calibration.
    repeats: u32,
    /// Nanoseconds per unit of work, one entry per round.
    times: Vec<f64>,
}

/// A set of contenders to time round by round against a baseline among them.
pub struct Rounds<'a> {
    baseline: String,
    /// A contender whose time, in each round, is taken off every other contender's before
    /// the ratios (see [`Rounds::overhead`]).
    overhead: Option<String>,
    contenders: Vec<Contender<'a>>,
    min_sample: Duration,
    samples: u32,
}

/// The result of one contender.
#[derive(Clone, Debug)]
pub struct Row {
    /// The contender's name, as given to [`Rounds::add`].
    pub name: String,
    /// The median over the rounds of (this contender's time / the baseline's time in the
    /// same round): below 1 is faster than the baseline.
    pub ratio: f64,
    /// The smallest per-round ratio.
    pub min: f64,
    /// The largest per-round ratio.
    pub max: f64,
    /// The median time of one unit of work, in nanoseconds (absolute times drift on a
    /// shared machine; the ratio is the figure to quote).
    pub nanos: f64,
}

/// Every contender's [`Row`], in the order they were added.
#[derive(Clone, Debug)]
pub struct Report {
    /// The name of the baseline contender.
    pub baseline: String,
    /// The number of rounds measured.
    pub rounds: usize,
    /// One row per contender, the baseline included (its ratio is 1).
    pub rows: Vec<Row>,
}

impl<'a> Rounds<'a> {
    /// No contenders yet; `baseline` names the contender the ratios divide by (it must be
    /// [`add`](Self::add)ed before [`run`](Self::run)).
    pub fn new(baseline: &str) -> Self {
        Rounds {
            baseline: baseline.to_owned(),
            overhead: None,
            contenders: Vec::new(),
            min_sample: Duration::from_micros(200),
            samples: 3,
        }
    }

    /// Names a contender that does only what every contender does besides its work (a cache
    /// sweep, say): in each round its time is subtracted from every other contender's
    /// before the ratios, so that they compare the work alone. Its own row shows a ratio of
    /// 0 and its whole time.
    pub fn overhead(&mut self, name: &str) -> &mut Self {
        self.overhead = Some(name.to_owned());
        self
    }

    /// The shortest sample (200 µs unless set): long enough that the clock's resolution
    /// and the call through the closure do not count, short enough that most samples run
    /// without the scheduler taking the core away.
    pub fn min_sample(&mut self, min_sample: Duration) -> &mut Self {
        self.min_sample = min_sample;
        self
    }

    /// How many samples of each contender a round takes, keeping the fastest (3 unless
    /// set; at least 1).
    pub fn samples(&mut self, samples: u32) -> &mut Self {
        self.samples = samples.max(1);
        self
    }

    /// Adds a contender: `work` does one unit of work and returns a value that depends on
    /// all of it (a checksum).
    pub fn add(&mut self, name: &str, mut work: impl FnMut() -> u64 + 'a) -> &mut Self {
        self.contenders.push(Contender {
            name: name.to_owned(),
            work: Box::new(move || (work(), None)),
            repeats: 1,
            times: Vec::new(),
        });
        self
    }

    /// Adds a contender that times itself: `work` returns its checksum and the time of the
    /// part to count (leaving out, say, the cache sweeps between its calls).
    pub fn add_timed(
        &mut self,
        name: &str,
        mut work: impl FnMut() -> (u64, Duration) + 'a,
    ) -> &mut Self {
        self.contenders.push(Contender {
            name: name.to_owned(),
            work: Box::new(move || {
                let (checksum, time) = work();
                (checksum, Some(time))
            }),
            repeats: 1,
            times: Vec::new(),
        });
        self
    }

    /// Times every contender in each of `rounds` rounds (or `$ROUNDS`), after one
    /// calibration pass. Panics if no contender is named as the baseline, or if `rounds`
    /// is 0.
    pub fn run(&mut self, rounds: usize) -> Report {
        let rounds = std::env::var("ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(rounds);
        assert!(rounds > 0, "at least one round");
        let baseline = self
            .contenders
            .iter()
            .position(|c| c.name == self.baseline)
            .unwrap_or_else(|| panic!("no contender named {:?} (the baseline)", self.baseline));
        for contender in &mut self.contenders {
            contender.calibrate(self.min_sample);
            contender.times.clear();
        }
        let n = self.contenders.len();
        for round in 0..rounds {
            for i in 0..n {
                self.contenders[(round + i) % n].time_round(self.samples);
            }
        }
        let overhead: Vec<f64> = match &self.overhead {
            Some(name) => {
                let c = self
                    .contenders
                    .iter()
                    .find(|c| &c.name == name)
                    .unwrap_or_else(|| panic!("no contender named {name:?} (the overhead)"));
                c.times.clone()
            }
            None => vec![0.0; rounds],
        };
        let net = |c: &Contender| -> Vec<f64> {
            c.times
                .iter()
                .zip(&overhead)
                .map(|(t, o)| (t - o).max(0.0))
                .collect()
        };
        let base_times = net(&self.contenders[baseline]);
        let rows = self
            .contenders
            .iter()
            .map(|c| {
                let mut ratios: Vec<f64> =
                    net(c).iter().zip(&base_times).map(|(t, b)| t / b).collect();
                let is_overhead = self.overhead.as_ref() == Some(&c.name);
                let mut times = if is_overhead { c.times.clone() } else { net(c) };
                Row {
                    name: c.name.clone(),
                    ratio: median(&mut ratios),
                    min: ratios.iter().copied().fold(f64::INFINITY, f64::min),
                    max: ratios.iter().copied().fold(0.0, f64::max),
                    nanos: median(&mut times),
                }
            })
            .collect();
        Report {
            baseline: self.baseline.clone(),
            rounds,
            rows,
        }
    }
}

impl Contender<'_> {
    /// One sample: `repeats` units of work, timed by the clock or, for a contender that
    /// times itself, by the sum of the times it reports.
    fn sample(&mut self) -> Duration {
        let start = Instant::now();
        let mut reported = Duration::ZERO;
        let mut timed_itself = false;
        for _ in 0..self.repeats {
            let (checksum, time) = (self.work)();
            black_box(checksum);
            if let Some(time) = time {
                reported += time;
                timed_itself = true;
            }
        }
        if timed_itself {
            reported
        } else {
            start.elapsed()
        }
    }

    /// Doubles the repeat count until one timing lasts at least `min_sample`.
    fn calibrate(&mut self, min_sample: Duration) {
        self.repeats = 1;
        while self.sample() < min_sample && self.repeats < 1 << 30 {
            self.repeats *= 2;
        }
    }

    /// Records the fastest of `samples` samples.
    fn time_round(&mut self, samples: u32) {
        let fastest = (0..samples)
            .map(|_| self.sample().as_nanos() as f64)
            .fold(f64::INFINITY, f64::min);
        self.times.push(fastest / f64::from(self.repeats));
    }
}

/// The median of `values` (the mean of the middle two for an even count); sorts them.
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

impl Report {
    /// The row of the contender named `name`, if any.
    pub fn row(&self, name: &str) -> Option<&Row> {
        self.rows.iter().find(|r| r.name == name)
    }

    /// Prints a Markdown table: name, median ratio, min-max of the per-round ratios, and
    /// the median time per unit of work.
    pub fn print(&self) {
        println!(
            "| contender | time / {} (median of {} rounds) | min - max | ns per unit |",
            self.baseline, self.rounds
        );
        println!("|---|---|---|---|");
        for row in &self.rows {
            println!(
                "| {} | {:.3} | {:.3} - {:.3} | {:.0} |",
                row.name, row.ratio, row.min, row.max, row.nanos
            );
        }
    }
}
