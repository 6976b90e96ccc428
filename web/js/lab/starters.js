// The Lab's starter bots (examples/bots), offered in its form and the first bot of a new Lab.
import heartsSimple from "../../../examples/bots/hearts_simple.py";
import heartsReasonable from "../../../examples/bots/hearts_reasonable.py";
import spadesSimple from "../../../examples/bots/spades_simple.py";
import spadesReasonable from "../../../examples/bots/spades_reasonable.py";

export { heartsSimple };

export const STARTERS = {
  "hearts_simple.py": { game: "hearts", source: heartsSimple },
  "hearts_reasonable.py": { game: "hearts", source: heartsReasonable },
  "spades_simple.py": { game: "spades", source: spadesSimple },
  "spades_reasonable.py": { game: "spades", source: spadesReasonable },
};
