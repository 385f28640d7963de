// Owns: the Lab clock's reading as a person reads a stopwatch: "0:00", "0:30", "20:00", "0:01.5",
// "1:00:00" past an hour.
const pad = (value: number) => String(value).padStart(2, "0");

export const clockText = (ms: number): string => {
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const fraction = ms % 1000 === 0 ? "" : `.${String(ms % 1000).padStart(3, "0").replace(/0+$/, "")}`;
  const clock = hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
  return `${clock}${fraction}`;
};
