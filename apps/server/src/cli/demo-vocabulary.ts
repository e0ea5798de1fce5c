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
export const FIELDS: Record<DepartmentName, Field> = {
  "Civil Engineering": { weight: 9, ug: ["B.E./ B.Tech", "Civil"], pg: ["M.E./ M.Tech", "Civil"], gate: "Civil" },
  "Computer Engineering": {
    weight: 18,
    ug: ["B.E./ B.Tech", "Computer"],
    pg: ["M.E./ M.Tech", "Computer"],
    gate: "Computer Science",
  },
  "Electrical Engineering": {
    weight: 9,
    ug: ["B.E./ B.Tech", "Electrical"],
    pg: ["M.E./ M.Tech", "Electrical"],
    gate: "Electrical",
  },
  "Electronics and Telecommunication Engineering": {
    weight: 11,
    ug: ["B.E./ B.Tech", "Electronics and Telecommunication"],
    pg: ["M.E./ M.Tech", "Electronics and Telecommunication"],
    gate: "Electronics and Communication",
  },
  "Instrumentation and Control Engineering": {
    weight: 5,
    ug: ["B.E./ B.Tech", "Instrumentation and Control"],
    pg: ["M.E./ M.Tech", "Instrumentation and Control"],
    gate: "Electrical",
  },
  "Mechanical Engineering": {
    weight: 11,
    ug: ["B.E./ B.Tech", "Mechanical"],
    pg: ["M.E./ M.Tech", "Mechanical"],
    gate: "Mechanical",
  },
  "Metallurgy and Materials Science": {
    weight: 4,
    ug: ["B.E./ B.Tech", "Metallurgy and Materials Science"],
    pg: ["M.E./ M.Tech", "Metallurgical Engineering"],
    gate: "Mechanical",
  },
  "Manufacturing Engineering and Industrial Management": {
    weight: 4,
    ug: ["B.E./ B.Tech", "Manufacturing Engineering and Industrial Management"],
    pg: ["M.E./ M.Tech", "Manufacturing Engineering and Industrial Management"],
    gate: "Mechanical",
  },
  Planning: { weight: 3, ug: ["B.Planning", "OTHER"], pg: ["M.Planning", "Planning"], gate: "Civil" },
  Mathematics: { weight: 6, ug: ["B.Sc.", "Mathematics"], pg: ["M.Sc.", "Mathematics"], gate: null },
  Physics: { weight: 6, ug: ["B.Sc.", "Physics"], pg: ["M.Sc.", "Physics"], gate: null },
  Chemistry: { weight: 6, ug: ["B.Sc.", "Chemistry"], pg: ["M.Sc.", "Chemistry"], gate: "Chemical" },
  "Environmental Science": {
    weight: 4,
    ug: ["B.Sc.", "Environmental Science"],
    pg: ["M.Sc.", "Environmental Science"],
    gate: "Civil",
  },
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
