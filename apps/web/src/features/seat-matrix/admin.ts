// The seat matrix feature's admin face: its own file, so no other chunk holds the admin screen.
export { SeatMatrixScreen } from "./components/seat-matrix-screen.tsx";
