import {
  type Category,
  DEPARTMENTS,
  type DepartmentName,
  type GATE_DISCIPLINES,
  type PG_DEGREES,
  type PG_SPECIALIZATIONS,
  type UG_DEGREES,
  type UG_SPECIALIZATIONS,
} from "@phd/shared";

// The vocabulary of the fake people: names, places, institutes, and what each department's candidates studied.

const words = (s: string) => s.trim().split(/\s+/);
export const MALE =
  words(`Aarav Aditya Ajay Akash Amit Aniket Arjun Ashish Chetan Deepak Ganesh Harsh Kunal Mahesh Manoj
  Nikhil Omkar Pranav Prasad Rahul Rohan Sachin Sagar Sandeep Saurabh Shubham Siddharth Suraj Tejas Varun Vikas Vinay
  Yash Abhishek Karthik Imran Farhan Joseph Gurpreet Arnav`);
export const FEMALE =
  words(`Aarti Aishwarya Ankita Anjali Apurva Bhavana Deepa Divya Gauri Isha Kajal Kavya Madhuri Manasi
  Megha Neha Nikita Pallavi Pooja Priya Rashmi Rutuja Sakshi Sayali Shraddha Shruti Sneha Swati Tanvi Vaishnavi Varsha
  Yamini Zoya Fatima Lakshmi Harpreet Ananya Meenakshi Riya Sana`);
export const OTHER_NAMES = words("Alex Kiran Ravi Sam Noor Jaya");
export const SURNAMES =
  words(`Patil Deshmukh Kulkarni Joshi Shinde Pawar Jadhav Chavan More Gaikwad Kale Bhosale Sharma Verma
  Gupta Singh Kumar Yadav Mishra Pandey Iyer Nair Menon Reddy Rao Naidu Pillai Das Banerjee Chatterjee Mukherjee Sen
  Bose Shah Mehta Desai Patel Thakur Khan Shaikh Ansari D'Souza Fernandes Gill Sandhu Agarwal Jain Saxena Tiwari Wagh`);
/** City, first digits of its PIN code, in Maharashtra. */
export const CITIES =
  `Pune:411:MH Mumbai:400:MH Nagpur:440:MH Nashik:422:MH Aurangabad:431:MH Kolhapur:416:MH Solapur:413:MH
  Amravati:444:MH Bengaluru:560 Hyderabad:500 New_Delhi:110 Jaipur:302 Indore:452 Bhopal:462 Chennai:600 Kolkata:700
  Lucknow:226 Ahmedabad:380 Goa:403 Raipur:492`
    .trim()
    .split(/\s+/)
    .map((c) => {
      const [city = "", pin = "", mh] = c.split(":");
      return [city.replace("_", " "), pin, mh === "MH"] as const;
    });
export const STREETS = [
  "Shivaji Nagar",
  "MG Road",
  "Station Road",
  "College Road",
  "Karve Road",
  "FC Road",
  "Civil Lines",
  "Gandhi Chowk",
  "Tilak Road",
  "Model Colony",
];
export const INSTITUTES = [
  "College of Engineering Pune",
  "Government College of Engineering, Aurangabad",
  "VJTI Mumbai",
  "Walchand College of Engineering, Sangli",
  "Savitribai Phule Pune University",
  "University of Mumbai",
  "Shivaji University, Kolhapur",
  "VNIT Nagpur",
  "IIT Bombay",
  "NIT Karnataka, Surathkal",
  "Fergusson College, Pune",
  "Institute of Chemical Technology, Mumbai",
  "Anna University, Chennai",
  "Jadavpur University",
  "University of Delhi",
  "SGGS Institute of Engineering and Technology, Nanded",
  "Pune Institute of Computer Technology",
  "MNIT Jaipur",
];

/** What a candidate aiming at a department studied (UG/PG degree and specialisation, GATE paper). */
export interface Field {
  weight: number;
  ug: [(typeof UG_DEGREES)[number], (typeof UG_SPECIALIZATIONS)[number]];
  pg: [(typeof PG_DEGREES)[number], (typeof PG_SPECIALIZATIONS)[number]];
  gate: (typeof GATE_DISCIPLINES)[number] | null;
}
type UgSpecialization = (typeof UG_SPECIALIZATIONS)[number];
type PgSpecialization = (typeof PG_SPECIALIZATIONS)[number];
type Gate = Field["gate"];
// Most departments take a B.E. then an M.E., or a B.Sc. then an M.Sc., in one subject: only the rest is spelled out.
const engineering = (
  weight: number,
  ug: UgSpecialization & PgSpecialization,
  gate: Gate,
  pg: PgSpecialization = ug,
): Field => ({
  weight,
  ug: ["B.E./ B.Tech", ug],
  pg: ["M.E./ M.Tech", pg],
  gate,
});
const science = (weight: number, subject: UgSpecialization & PgSpecialization, gate: Gate): Field => ({
  weight,
  ug: ["B.Sc.", subject],
  pg: ["M.Sc.", subject],
  gate,
});
export const FIELDS: Record<DepartmentName, Field> = {
  "Civil Engineering": engineering(9, "Civil", "Civil"),
  "Computer Engineering": engineering(18, "Computer", "Computer Science"),
  "Electrical Engineering": engineering(9, "Electrical", "Electrical"),
  "Electronics and Telecommunication Engineering": engineering(
    11,
    "Electronics and Telecommunication",
    "Electronics and Communication",
  ),
  "Instrumentation and Control Engineering": engineering(5, "Instrumentation and Control", "Electrical"),
  "Mechanical Engineering": engineering(11, "Mechanical", "Mechanical"),
  "Metallurgy and Materials Science": engineering(
    4,
    "Metallurgy and Materials Science",
    "Mechanical",
    "Metallurgical Engineering",
  ),
  "Manufacturing Engineering and Industrial Management": engineering(
    4,
    "Manufacturing Engineering and Industrial Management",
    "Mechanical",
  ),
  Planning: { weight: 3, ug: ["B.Planning", "OTHER"], pg: ["M.Planning", "Planning"], gate: "Civil" },
  Mathematics: science(6, "Mathematics", null),
  Physics: science(6, "Physics", null),
  Chemistry: science(6, "Chemistry", "Chemical"),
  "Environmental Science": science(4, "Environmental Science", "Civil"),
  Humanities: {
    weight: 4,
    ug: ["OTHER", "Humanities"],
    pg: ["Post Graduate Degree in Humanities, Social Sciences and Liberal Arts", "Humanities"],
    gate: null,
  },
};
export const DEPARTMENT_WEIGHTS = DEPARTMENTS.map((d) => [d.name, FIELDS[d.name].weight] as const);

export const CATEGORY_WEIGHTS: (readonly [Category, number])[] = [
  ["OPEN_GENERAL", 40],
  ["OBC", 22],
  ["SC", 10],
  ["ST", 6],
  ["SEBC", 5],
  ["NT", 5],
  ["VJNT", 4],
  ["EWS", 8],
];
